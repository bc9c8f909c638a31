'use strict'
// `npm run flakes -- <files…> [--runs N] [--node 24]…`: is a test flaky? Runs the files (each of
// their tests in its place, as npm test does: test/run.js --placed) N times on each supported
// Node.js line, beside a CPU hog that keeps one core busy (a learner's laptop with a browser, a
// shared CI machine), and prints each test's pass rate. A test that does not pass every time
// asserts something the machine decides, not the workshop: rewrite it to assert what the learner
// needs (docs/ARCHITECTURE.md, "Tests"); never retry it.
// `--lane content` runs the content lane instead of files. Each run's report is kept in a folder
// of the temporary folder, named at the end. Exit code 1 when a test failed in any run.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { commandLine } = require('./command-line')
const { VERSIONS, nodeBinDir, envFor } = require('./node-binaries')

const { values, positionals } = commandLine({
  usage: `
node scripts/flakes.js <test files…> [--runs N] [--node 22|24|26]… [--tests PATTERN]
                       [--lane content] [--no-hog] [--lock FILE] [--json FILE]
(npm run flakes -- …)
    runs the files (or the content lane; only the tests whose names match PATTERN) N times (5
    by default) on each supported Node.js line (or those named), beside a CPU hog on one core,
    and prints each test's pass rate; exit 1
    when a test failed once. Heavy: on a shared machine, --lock /tmp/npw-cpu.lock holds that
    lock (flock) for each run, the hog included, and lets others time things between runs.`,
  options: {
    runs: { type: 'string', default: '5' },
    node: { type: 'string', multiple: true },
    lane: { type: 'string' },
    tests: { type: 'string' },
    'no-hog': { type: 'boolean', default: false },
    lock: { type: 'string' },
    json: { type: 'string' }
  },
  positionals: { min: 0, max: Infinity }
})

const ROOT = path.resolve(__dirname, '..')
const RUNS = Number(values.runs)

function stop (sentence) {
  console.error(sentence)
  process.exit(1)
}

if (!(Number.isInteger(RUNS) && RUNS > 0)) stop(`--runs takes a whole number of runs, not "${values.runs}".`)
if (values.lane && values.lane !== 'content') stop(`--lane takes content, not "${values.lane}".`)
if (!values.lane && positionals.length === 0) stop('Name the test files to run (or --lane content).')
const missing = positionals.filter((file) => !fs.existsSync(file))
if (missing.length) stop(`No such test file: ${missing.join(', ')}.`)
const lines = values.node || Object.keys(VERSIONS)
const unknown = lines.filter((line) => !VERSIONS[line])
if (unknown.length) stop(`No supported Node.js line ${unknown.join(', ')}: ${Object.keys(VERSIONS).join(', ')}.`)

// One run on `version`: resolves { code, ms, outcomes: [{ file, name, ok, skipped, error }] }.
function runOnce (version, log) {
  const outcomes = path.join(path.dirname(log), `${path.basename(log, '.log')}.jsonl`)
  const node = path.join(nodeBinDir(version), 'node')
  const args = [path.join(ROOT, 'test', 'run.js'), ...(values.lane ? ['--lane', values.lane] : ['--placed', ...positionals]),
    ...(values.tests ? ['--tests', values.tests] : []), ...(values['no-hog'] ? [] : ['--hog']), '--outcomes', outcomes]
  const [command, commandArgs] = values.lock ? ['flock', [values.lock, node, ...args]] : [node, args]
  const started = Date.now()
  const out = fs.openSync(log, 'w')
  const child = spawn(command, commandArgs, { cwd: ROOT, env: envFor(version), stdio: ['ignore', out, out] })
  return new Promise((resolve) => child.on('exit', (code) => {
    fs.closeSync(out)
    const text = fs.existsSync(outcomes) ? fs.readFileSync(outcomes, 'utf8').trim() : ''
    resolve({ code, ms: Date.now() - started, outcomes: text ? text.split('\n').map((line) => JSON.parse(line)) : [] })
  }))
}

async function main () {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-flakes-'))
  const tests = new Map() // "file > name" → { [line]: { passed, failed, errors: [] } }
  const runsOf = {} // line → runs whose runner ended
  for (const line of lines) {
    const version = VERSIONS[line]
    try {
      nodeBinDir(version)
    } catch (error) {
      stop(`${error.message}.`)
    }
    runsOf[line] = 0
    for (let i = 1; i <= RUNS; i++) {
      const log = path.join(folder, `node-${line}-run-${i}.log`)
      const run = await runOnce(version, log)
      runsOf[line]++
      let passed = 0
      let failed = 0
      for (const outcome of run.outcomes) {
        const key = `${outcome.file} > ${outcome.name}`
        const perLine = tests.get(key) || {}
        const tally = perLine[line] || { passed: 0, failed: 0, skipped: 0, errors: [] }
        // A test may skip itself where the machine cannot show what it asserts (06's speed-up
        // beside the hog): not a failure, but said, with its reason.
        if (outcome.skipped) {
          tally.skipped++
          tally.errors.push(`run ${i}: skipped: ${outcome.error || 'no reason given'}`)
        } else if (outcome.ok) {
          tally.passed++
          passed++
        } else {
          tally.failed++
          failed++
          tally.errors.push(`run ${i}: ${outcome.error}`)
        }
        tests.set(key, { ...perLine, [line]: tally })
      }
      console.log(`Node ${version}, run ${i} of ${RUNS}: ${passed} passed, ${failed} failed, ${(run.ms / 60000).toFixed(1)} min${run.code === 0 ? '' : ` (exit ${run.code}: ${log})`}`)
    }
  }
  // A test that did not end in every run (its file crashed, the runner died) is counted as such.
  const rows = [...tests].map(([key, perLine]) => ({
    key,
    perLine: Object.fromEntries(lines.map((line) => {
      const tally = perLine[line] || { passed: 0, failed: 0, skipped: 0, errors: [] }
      return [line, { ...tally, missing: runsOf[line] - tally.passed - tally.failed - tally.skipped }]
    }))
  }))
  const flaky = rows.filter((row) => Object.values(row.perLine).some((t) => t.failed > 0 || t.missing > 0))
  const skipped = rows.filter((row) => !flaky.includes(row) && Object.values(row.perLine).some((t) => t.skipped > 0))
  console.log(`\n${rows.length} tests, ${RUNS} runs on Node ${lines.map((line) => VERSIONS[line]).join(', ')}${values['no-hog'] ? '' : ', beside a CPU hog on one core'}:`)
  if (flaky.length === 0) console.log(`every test passed ${RUNS} of ${RUNS} on every line${skipped.length ? `, except ${skipped.length} skipped in some runs (below)` : ''}.`)
  const show = (row) => {
    console.log(`\n  ${row.key}`)
    for (const [line, t] of Object.entries(row.perLine)) {
      console.log(`    Node ${line}: ${t.passed} of ${runsOf[line]}${t.skipped ? `, ${t.skipped} skipped` : ''}${t.missing ? ` (${t.missing} without an outcome)` : ''}`)
      for (const error of t.errors) console.log(`      ${error}`)
    }
  }
  flaky.forEach(show)
  if (skipped.length) console.log('\nSkipped, not failed:')
  skipped.forEach(show)
  console.log(`\nThe runs' reports: ${folder}`)
  if (values.json) fs.writeFileSync(values.json, JSON.stringify({ runs: RUNS, lines: lines.map((line) => VERSIONS[line]), hog: !values['no-hog'], tests: rows }, null, 2) + '\n')
  process.exitCode = flaky.length ? 1 : 0
}

main()
