'use strict'
// verify --reporter and grade through the real CLI, their output read by real consumers:
// tap-parser (node-tap's own parser) and fast-xml-parser. A PASS, a FAIL at each stage
// (functional, deterministic, speed), an inconclusive, a crash and bad input, in both formats;
// grade on a folder with a passing, a failing and missing exercises; and the CI recipe of
// docs/GRADING.md, its shell commands run as printed on such a folder.
// Every verdict here is certain on any machine, however busy: 11's checks are deterministic,
// 10's and 03's starters fail before any speed check, and the speed verdicts come from a copy of
// the workshop whose 02 and 03 need a ratio of 1000 (a FAIL), 02 with the exercise's excuse too
// (speed.excuse: "this machine cannot show the effect", so an inconclusive): the real engine,
// measuring for real, against a spec that no measurement meets.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { Parser } = require('tap-parser')
const { XMLParser, XMLValidator } = require('fast-xml-parser')
const YAML = require('yaml')
const { ROOT, runCli, freshHome, selectExercise, assertNothingLeft, copyWorkshop, messagePiece } = require('./helpers')
const { listExercises } = require('../lib/exercises')

// A grade holds every exercise of the manifest; the learner's folder below attempts two of them.
const EXERCISES = listExercises().length
const NOT_ATTEMPTED = EXERCISES - 2

const fixture = (...parts) => path.join(ROOT, 'test', 'fixtures', ...parts)
const solution = (folder, file = 'server.js') => path.join(ROOT, 'solutions', folder, file)
const starter = (folder, file = 'server.js') => path.join(ROOT, 'exercises', folder, 'starter', file)

function parseTap (text) {
  return new Promise((resolve) => {
    const points = []
    const problems = []
    const parser = new Parser({ strict: true }, (result) => resolve({ result, points, problems }))
    const watch = (p) => {
      p.on('assert', (point) => points.push({ ...point, level: p.level }))
      p.on('extra', (line) => problems.push(`not TAP: ${JSON.stringify(line)}`))
      p.on('child', watch)
    }
    watch(parser)
    parser.end(text)
  })
}

async function readTap (text) {
  const parsed = await parseTap(text)
  assert.deepStrictEqual(parsed.problems, [], text)
  assert.deepStrictEqual((parsed.result.failures || []).filter((f) => f.tapError).map((f) => f.tapError), [], text)
  assert.strictEqual(parsed.result.plan.end, parsed.result.count, `the plan counts every point:\n${text}`)
  return parsed
}

function readJunit (xml) {
  assert.strictEqual(XMLValidator.validate(xml), true, xml)
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) })
    .parse(xml).testsuites
}

// The checks the terminal showed (on stderr, with a reporter): ✓ and ✗ lines, not "Listening on".
function terminalChecks (stderr) {
  const listening = messagePiece('en', 'verify.listening')
  const lines = stderr.split('\n').filter((line) => !line.includes(listening))
  return { ok: lines.filter((line) => /^ {2}✓ /.test(line)).length, bad: lines.filter((line) => /^ {2}✗ /.test(line)).length }
}

// verify --reporter <format> <file>; stdout must be the report alone.
async function verifyReport (t, format, { file, exercise, root, copy, timeoutMs = 240000 }) {
  const home = freshHome()
  if (copy) root = unreachableWorkshop()
  if (typeof file === 'function') file = file(root)
  if (exercise) await selectExercise(home, exercise)
  const result = await runCli(['verify', file, '--reporter', format], { home, root, timeoutMs })
  await assertNothingLeft(t, result)
  return result
}

// Each case: the file, and what its report must hold. `last`: the stage of the last point and
// whether it is ok; `skip`: the reason the last point was skipped.
const CASES = [
  { name: 'a PASS (11\'s checks)', file: solution('11-memory-leak'), code: 0, fail: 0, skip: 0 },
  { name: 'a FAIL of a functional check (10\'s starter)', file: starter('10-http-cache'), code: 1, last: 'functional' },
  { name: 'a FAIL of a deterministic check (03\'s starter)', file: starter('03-cache-json'), code: 1, fail: 1, last: 'deterministic' },
  { name: 'a FAIL of the speed check (03 solved, a threshold of 1000)', copy: true, file: (root) => path.join(root, 'solutions', '03-cache-json', 'server.js'), code: 1, fail: 1, last: 'speed' },
  { name: 'a server that crashes at start', file: fixture('bad-servers', 'crash-at-start.js'), exercise: 2, code: 1, fail: 1, last: 'stopped', bailout: 'harness.crashed' },
  { name: 'bad input (a syntax error)', file: fixture('bad-servers', 'syntax-error.js'), exercise: 2, code: 1, fail: 1, last: 'stopped', bailout: 'submission.syntax' }
]

for (const item of CASES) {
  test(`verify --reporter tap, ${item.name}: tap-parser reads it, a point per check`, async (t) => {
    const result = await verifyReport(t, 'tap', item)
    assert.strictEqual(result.code, item.code, result.output)
    const { result: tap, points } = await readTap(result.stdout)
    if (item.fail !== undefined) assert.strictEqual(tap.fail, item.fail, result.stdout)
    else assert.ok(tap.fail >= 1, result.stdout)
    if (item.skip !== undefined) assert.strictEqual(tap.skip, item.skip, result.stdout)
    assert.strictEqual(tap.ok, item.code === 0)
    const last = points.at(-1)
    if (item.last) {
      assert.strictEqual(last.diag.stage, item.last, result.stdout)
      assert.strictEqual(last.ok, false)
      // verify stops at the first stage that fails: every point before it passed.
      if (item.last !== 'functional') assert.ok(points.slice(0, -1).every((p) => p.ok), result.stdout)
    }
    if (item.bailout) {
      assert.strictEqual(last.diag.error, item.bailout)
      assert.strictEqual(tap.bailout, last.name, 'the bail-out names what stopped it')
    } else {
      assert.strictEqual(tap.bailout, false)
      // The same checks the terminal showed, on stderr.
      // (A skipped functional check judged nothing, and the terminal does not show it.)
      const checks = points.filter((p) => !p.skip && (p.diag === null || p.diag.stage !== 'speed'))
      assert.deepStrictEqual(terminalChecks(result.stderr), { ok: checks.filter((p) => p.ok).length, bad: checks.filter((p) => !p.ok).length }, result.stderr)
    }
  })

  test(`verify --reporter junit, ${item.name}: an XML parser reads it, a testcase per check`, async (t) => {
    const result = await verifyReport(t, 'junit', item)
    assert.strictEqual(result.code, item.code, result.output)
    const suites = readJunit(result.stdout)
    assert.strictEqual(suites.testsuite.length, 1)
    const [suite] = suites.testsuite
    const cases = suite.testcase
    assert.strictEqual(Number(suite.tests), cases.length)
    const failed = cases.filter((c) => c.failure || c.error)
    if (item.fail !== undefined) assert.strictEqual(failed.length, item.fail, result.stdout)
    else assert.ok(failed.length >= 1)
    assert.strictEqual(Number(suite.failures) + Number(suite.errors), failed.length)
    if (item.last) assert.strictEqual(cases.at(-1).classname.split('.').pop(), item.last)
    if (item.bailout) assert.strictEqual(cases.at(-1).error.type, item.bailout)
    else {
      const checks = cases.filter((c) => !c.classname.endsWith('.speed') && !c.skipped)
      assert.deepStrictEqual(terminalChecks(result.stderr), { ok: checks.filter((c) => !c.failure).length, bad: checks.filter((c) => c.failure).length })
    }
  })
}

// The copy of the workshop described at the top; removed when the tests end.
let copiedRoot = null
function unreachableWorkshop () {
  if (copiedRoot) return copiedRoot
  copiedRoot = copyWorkshop()
  process.once('exit', () => fs.rmSync(copiedRoot, { recursive: true, force: true }))
  const append = (folder, code) => fs.appendFileSync(path.join(copiedRoot, 'exercises', folder, 'spec.js'), `\n// test/grade.test.js\n${code}\n`)
  append('03-cache-json', 'const speedFor = module.exports.speed\nmodule.exports.speed = (ctx) => ({ ...speedFor(ctx), threshold: 1000 })')
  append('02-node-env', 'module.exports.speed.threshold = 1000\nmodule.exports.speed.excuse = () => ({ key: \'test_excuse\', params: {} })')
  const messages = path.join(copiedRoot, 'problems', '02-node-env', 'messages.en.json')
  const json = JSON.parse(fs.readFileSync(messages, 'utf8'))
  json.checks.test_excuse = 'This copy of the workshop says the machine cannot show the effect.'
  fs.writeFileSync(messages, JSON.stringify(json, null, 2))
  return copiedRoot
}
const excusedSolution = (root) => path.join(root, 'solutions', '02-node-env', 'server.js')

test('verify --reporter tap, an inconclusive speed check: a SKIP "inconclusive: …", exit 2', async (t) => {
  const root = unreachableWorkshop()
  const result = await verifyReport(t, 'tap', { root, file: excusedSolution(root) })
  assert.strictEqual(result.code, 2, result.output)
  const { result: tap, points } = await readTap(result.stdout)
  assert.deepStrictEqual([tap.ok, tap.fail, tap.skip], [true, 0, 1], result.stdout)
  const last = points.at(-1)
  assert.strictEqual(last.diag.stage, 'speed')
  assert.match(last.skip, /^inconclusive: /)
  assert.strictEqual(last.diag.note, 'This copy of the workshop says the machine cannot show the effect.')
  for (const figure of ['ratio', 'spread', 'threshold', 'pairs', 'baseline', 'node', 'cores']) assert.ok(figure in last.diag, figure)
})

test('verify --reporter junit, an inconclusive speed check: a skipped testcase, the figures as properties', async (t) => {
  const root = unreachableWorkshop()
  const result = await verifyReport(t, 'junit', { root, file: excusedSolution(root) })
  assert.strictEqual(result.code, 2, result.output)
  const [suite] = readJunit(result.stdout).testsuite
  assert.deepStrictEqual([Number(suite.failures), Number(suite.errors), Number(suite.skipped)], [0, 0, 1])
  assert.match(suite.testcase.at(-1).skipped.message, /^inconclusive: /)
  const properties = Object.fromEntries(suite.properties.property.map((p) => [p.name, p.value]))
  assert.strictEqual(properties.verdict, 'inconclusive')
  assert.strictEqual(Number(properties['speed.threshold']), 1000)
})

// A learner's folder: 03 as the starter left it (FAIL), 11 solved (PASS), the others missing.
function learnerFolder () {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-grade-'))
  fs.cpSync(path.join(ROOT, 'exercises', '03-cache-json', 'starter'), path.join(dir, '03-cache-json'), { recursive: true })
  fs.cpSync(path.join(ROOT, 'solutions', '11-memory-leak'), path.join(dir, '11-memory-leak'), { recursive: true })
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

test('grade --reporter tap on a passing, a failing and missing exercises: a subtest each, exit 1', async (t) => {
  const folder = learnerFolder()
  const result = await runCli(['grade', folder, '--reporter', 'tap'], { timeoutMs: 300000 })
  await assertNothingLeft(t, result)
  assert.strictEqual(result.code, 1, result.output)
  const { result: tap, points } = await readTap(result.stdout)
  const top = points.filter((p) => p.level === 0)
  assert.strictEqual(top.length, EXERCISES)
  assert.deepStrictEqual(top.map((p) => p.ok ? (p.skip || 'ok') : 'not ok'),
    listExercises().map(({ folder }) => ({ '03-cache-json': 'not ok', '11-memory-leak': 'ok' })[folder] || 'not attempted'), result.stdout)
  assert.deepStrictEqual([tap.pass, tap.fail, tap.skip, tap.bailout], [EXERCISES - 1, 1, NOT_ATTEMPTED, false])
  assert.strictEqual(top[2].diag.folder, '03-cache-json')
  const inner = points.filter((p) => p.level === 1)
  assert.ok(inner.length >= 2 && inner.some((p) => !p.ok), 'the subtests hold the checks')
  // On stderr, the summary a terminal shows.
  assert.ok(result.stderr.includes(messagePiece('en', 'grade.totals')), result.stderr)
})

test('grade on an inconclusive exercise and none failing exits 2; on a missing folder, a bail-out', async (t) => {
  const root = unreachableWorkshop()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-grade-'))
  t.after(() => fs.rmSync(folder, { recursive: true, force: true }))
  fs.mkdirSync(path.join(folder, '02-node-env'))
  fs.writeFileSync(path.join(folder, '02-node-env', 'server.js'), `require(${JSON.stringify(excusedSolution(root))})\n`)
  const result = await runCli(['grade', folder], { root, timeoutMs: 300000 })
  await assertNothingLeft(t, result)
  assert.strictEqual(result.code, 2, result.output)
  assert.ok(result.stdout.includes(messagePiece('en', 'grade.totals')), result.stdout)

  const missing = await runCli(['grade', path.join(folder, 'nope'), '--reporter', 'tap'])
  assert.strictEqual(missing.code, 1, missing.output)
  const { result: tap } = await readTap(missing.stdout)
  assert.strictEqual(tap.bailout, tap.failures[0].name)
  assert.ok(missing.stderr.includes(messagePiece('en', 'grade.no_folder')), missing.stderr)
})

test('--reporter with a format the workshop does not write: one sentence, exit 1, nothing on stdout', async () => {
  const result = await runCli(['verify', solution('11-memory-leak'), '--reporter', 'xml'])
  assert.strictEqual(result.code, 1)
  assert.strictEqual(result.stdout, '')
  assert.ok(result.stderr.includes(messagePiece('en', 'reporter.unknown')), result.stderr)
})

// The CI recipe of docs/GRADING.md: its YAML blocks, the GitHub Actions steps' `run:` lines and
// the GitLab job's `script:` lines. The install line is the one thing the test changes: the
// workshop comes from this checkout instead of the registry.
function recipe (lang) {
  const file = lang === 'en' ? 'GRADING.md' : `GRADING.${lang}.md`
  const markdown = fs.readFileSync(path.join(ROOT, 'docs', file), 'utf8')
  const blocks = [...markdown.matchAll(/^```ya?ml\n([\s\S]*?)^```/gm)].map((match) => YAML.parse(match[1]))
  const github = blocks.find((block) => block && block.jobs)
  const gitlab = blocks.find((block) => block && !block.jobs && Object.values(block).some((job) => job && job.script))
  assert.ok(github && gitlab, `${file}: a GitHub Actions workflow and a GitLab CI job`)
  const steps = Object.values(github.jobs).flatMap((job) => job.steps)
  const jobs = Object.values(gitlab).filter((job) => job && job.script)
  return {
    github: { commands: steps.filter((step) => step.run).flatMap((step) => step.run.trim().split('\n')), report: steps.find((step) => step.with && step.with.path).with.path },
    gitlab: { commands: jobs.flatMap((job) => job.script), report: jobs.find((job) => job.artifacts).artifacts.reports.junit }
  }
}

test('the CI recipe is the same commands in every language', () => {
  const english = recipe('en')
  for (const lang of ['zh-cn', 'ko']) assert.deepStrictEqual(recipe(lang), english, `docs/GRADING.${lang}.md`)
})

// Runs a CI job's commands as its runner does (bash, -e and pipefail), one after the other.
function runJob (commands, { cwd, bin, home }) {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-eo', 'pipefail', '-c', commands.join('\n')], {
      cwd,
      env: { ...process.env, PATH: `${bin}:${path.dirname(process.execPath)}:${process.env.PATH}`, HOME: home, CI: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    child.stdout.on('data', (chunk) => { output += chunk })
    child.stderr.on('data', (chunk) => { output += chunk })
    child.on('close', (code) => resolve({ code, output }))
  })
}

for (const ci of ['github', 'gitlab']) {
  test(`the CI recipe's ${ci === 'github' ? 'GitHub Actions workflow' : 'GitLab CI job'} runs as printed: a JUnit file a parser reads, the job fails on a FAIL`, async () => {
    const { version } = require('../package.json')
    const { commands, report } = recipe('en')[ci]
    const install = `npm install --global node-perf-workshop@${version}`
    assert.strictEqual(commands[0], install, 'the recipe installs this version of the workshop')
    // `npm install --global`, as the test does it: the command on PATH runs this checkout.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-bin-'))
    fs.writeFileSync(path.join(bin, 'node-perf-workshop'), `#!/bin/sh\nexec node ${JSON.stringify(path.join(ROOT, 'bin', 'node-perf-workshop.js'))} "$@"\n`, { mode: 0o755 })
    const folder = learnerFolder()
    try {
      const job = await runJob([': installed by the test', ...commands.slice(1)], { cwd: folder, bin, home: freshHome() })
      assert.strictEqual(job.code, 1, `a FAIL fails the job:\n${job.output}`)
      const suites = readJunit(fs.readFileSync(path.join(folder, report), 'utf8'))
      assert.strictEqual(suites.testsuite.length, EXERCISES)
      const byExercise = new Map(suites.testsuite.map((suite) => [suite.properties.property.find((p) => p.name === 'exercise').value, suite]))
      assert.strictEqual(Number(byExercise.get('03-cache-json').failures), 1)
      assert.deepStrictEqual([byExercise.get('11-memory-leak').failures, byExercise.get('11-memory-leak').skipped].map(Number), [0, 0])
      assert.strictEqual(byExercise.get('01-measure').testcase[0].skipped.message, 'not attempted')
      assert.strictEqual(Number(suites.skipped), NOT_ATTEMPTED)
    } finally {
      fs.rmSync(bin, { recursive: true, force: true })
    }
  })
}
