'use strict'
// `npm test`: the structural check first (scripts/check.js: a few seconds; when it fails, nothing
// else runs), then every test/**/*.test.js with Node's test runner, then a last line
// "N passed, N failed". Where a test runs depends on what decides it (docs/ARCHITECTURE.md,
// "Tests"; PLACES below):
//   - `together`: counts, contents, exit codes, files: most tests. Four files at a time, at a
//     lower priority (nice 10) than the foreground beside them;
//   - `foreground`, at the same time: tests that hold the workshop to a time the learner sees
//     (the bad-input catalogue, each verdict within 15 s; `profile`, within its limits), two
//     files at a time (two lanes, one file each) at normal priority: the scheduler gives them the
//     CPU they ask for, as on a learner's laptop, and the tests together what is left;
//   - `alone`, after both: tests whose verdict a clock decides (a speed verdict of an exercise's
//     real spec; a CPU hog beside a verify on purpose), one file at a time with nothing beside
//     it: a verdict must not depend on what the test suite does next to it.
// test/helpers.js's runCli fails a test that reaches such a verdict in the `together` lane.
// `node test/run.js --lane quick` runs the structural check, the linter, the unit tests and the
// checks of the texts, no server started (about a minute): what to run while editing.
// `node test/run.js --lane content` runs what must hold on every supported Node (CI runs it on
// the lines the full suite does not run on, see scripts/node-matrix.js): every reference solution
// PASSes, every starter FAILs for its reason, the quick entries of the learner catalogue get their
// verdicts, `profile` finds 04's hot spot (with Clinic.js and without), every by-hand block of the
// texts runs, the bad-input catalogue; in the same three places.
// `node test/run.js --lane install` runs test/install.test.js, left out of `npm test`: it packs the
// workshop and installs it as learners do (from the registry, from a tarball, the offline bundle
// with npm offline), minutes of npm's work that say nothing new while you edit; CI runs it once
// (scripts/node-matrix.js).
// `--place together|foreground|alone` (with the full suite or a lane; several with commas) runs
// those places' tests only: `flock /tmp/npw-cpu.lock node test/run.js --place alone`, say.
// `node test/run.js <files…>` runs just those files, one at a time, without the structural check;
// with `--placed`, each of their tests in its place. `--tests PATTERN` runs only the tests whose
// names match. `--hog` keeps one core busy with a CPU loop while the tests run (a busy laptop, a
// shared CI machine). `--outcomes FILE` appends a JSON line per test to FILE (test/outcome-reporter.js;
// scripts/flakes.js reads them).
// Each place prints its minutes and, on Linux, the CPU minutes of all it started (a fairer
// measure than minutes on a shared machine; scripts/test-cost.js gives them per file and test).
// On a Node.js the workshop does not support, the suite runs on a supported one instead, fetched
// from the npm registry (see scripts/node-binaries.js).
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn, spawnSync } = require('node:child_process')
const { parseArgs } = require('node:util')
const { nodeVersion } = require('../lib/preflight')
const { listExercises } = require('../lib/exercises')
const { FULL, nodeBinDir, envFor } = require('../scripts/node-binaries')
const { startCpuHog } = require('./cpu-hog')

// The exercises whose reference solution PASSes through a speed check (the others pass on their
// checks alone, which no clock decides).
const MEASURED = listExercises().filter((exercise) => exercise.spec.speed).map((exercise) => exercise.folder)

// Where each test runs, when not `together`: every test of the files `files` matches, or (with
// `tests`) those of their tests whose names match one of the patterns.
const PLACES = [
  { lane: 'alone', files: /^noisy\./ },
  { lane: 'alone', files: /^interrupts\./, tests: ['^verifies at once, as in several terminals'] },
  // Misbehaving servers under the speed check's load (one that crashes after 300 requests must
  // get them), and harmless ones that must PASS.
  { lane: 'alone', files: /^catalogue\./ },
  {
    lane: 'alone',
    files: /^exercises\/(?!01-)/,
    tests: [
      `^(${MEASURED.join('|')}) \\([\\w-]+\\): the reference solution passes$`,
      '^07-no-sync: the key check and the map read on a worker thread PASS$',
      '^07-no-sync: after a verify killed outright'
    ]
  },
  // verify --reporter through the real engine's speed check, against a copy of the workshop whose
  // thresholds no measurement meets: a verdict no clock decides, but rounds of real load, and the
  // server's CPU time read over its counter socket within 3 s, which beside the together lane on a
  // loaded machine (load average 14) once took longer (the workshop's own failure, not a FAIL).
  { lane: 'alone', files: /^grade\./, tests: ['^verify --reporter \\w+, (a FAIL of the speed check|an inconclusive speed check)'] },
  // 01's checks read what the learner's bench.js measured with its own clock (a p99 that shows the
  // target's 100 ms tail, a warm-up of about a second): in the together lane on Node 22 a whole
  // run went at a tenth of its pace (62 req/s at 10 connections, 158 ms on average), and the
  // average printed as p99 passed for one. In the foreground it has the CPU it asks for, as on a
  // learner's laptop; no speed check of the workshop's own is made.
  { lane: 'foreground', files: /^learners\./, tests: ['^01-measure/'] },
  // The same for 01's reference solution and starter: in the together lane of CI's content lane
  // on Node 22, the reference's bench.js measured 33 req/s with a p99 of 2.1 s, and FAILed.
  { lane: 'foreground', files: /^exercises\/01-/ },
  { lane: 'foreground', files: /^bad-input\./ },
  { lane: 'foreground', files: /^profile\./ },
  // Every exercise's checks in a terminal beside a CPU hog of the test's own: a verdict, never
  // the workshop's own failure, on a busy laptop (each within its checks' time limits).
  { lane: 'foreground', files: /^pty\./ },
  // The learner's own service: run --vs measures two versions side by side (a ratio above 1);
  // profile --route samples it, as profile does.
  { lane: 'alone', files: /^routes\./, tests: ['^own service: run [\\w.]+ --vs '] },
  { lane: 'foreground', files: /^routes\./, tests: ['^own service: profile '] },
  // Time limits of the engine's parts (a counter that gives up, a round of 0.3 s, the CPU load of
  // other programs), asserted in milliseconds.
  { lane: 'foreground', files: /^(counter|engine-extensions)\./ },
  // profile on the starters of 11 to 14: a sampling profiler, a heap snapshot after traffic of
  // a few seconds, a wait of 10 s for the CPU profile of a server stopped mid-answer (14).
  { lane: 'foreground', files: /^exercises\/1[1-4]-/, tests: ['\\bprofile\\b'] }
]

const INSTALL_FILES = /^install\./
const CONTENT_FILES = /^(exercises\/|learners\.|profile\.|snippets\.|reporters\.|grade\.|bad-input\.|routes\.|pty\.)/
const QUICK_FILES = /^(check|lint|units|scripts|shop-data|sales-data|startup|context|new-exercise|engine-extensions|service|raw-http|profile-units|progress|i18n|glossary|figures|rendering|wrap|print|submission|messages|reporters|results|grading|style-guide)\.test\.js$/
// The tests of test/exercises/verdicts.js#verdictTests, the catalogue's quick entries
// (test/learners.test.js: "NN-id/entry: PASS|FAIL"), profile's on 04's starter, the texts'
// by-hand blocks (test/snippets.test.js), the reports read by their parsers
// (test/reporters.test.js, test/grade.test.js), run and profile on a service of the learner's own
// (test/routes.test.js: "own service: …"), every exercise's checks in a terminal beside a busy core
// (test/pty.test.js), and the bad-input catalogue.
const CONTENT_TESTS = '^\\d\\d-[a-z-]+/[\\w.-]+: (PASS|FAIL)$|the reference solution passes|the starter fails, and says why|^profile on the starter|^profile --no-clinic|^profile --heap on the starter|by-hand block runs as printed|its block runs as printed|--reporter|^TAP: |^JUnit: |^grade|^the CI recipe|^own service: |in a terminal beside a busy core|^bad submissions'

// The runs of the files that take longest start first, so that a lane does not end on one of them
// alone. A lane's queue of runs is ours to order; the files of one run are not: `node --test`
// starts them in the order of their names.
const LONGEST_FIRST = ['exercises/06-cluster.test.js', 'learners.test.js', 'grade.test.js', 'exercises/11-memory-leak.test.js']
// The same in the foreground, by their minutes there (each file alone, Node 26): bad input 1.4,
// profile 1.3, the profile tests of 11 to 14 0.8, the terminals 0.5.
const FOREGROUND_LONGEST_FIRST = ['bad-input.test.js', 'profile.test.js', 'exercises/11-memory-leak.test.js', 'pty.test.js', 'learners.test.js']

// Four files at a time: at least two wait on a server or a time-out at any moment.
const TOGETHER_CONCURRENCY = 4
const MIXED_CONCURRENCY = 2
const MIXED_LANES = 2
const FOREGROUND_LANES = 2
const TOGETHER_NICENESS = 10

const either = (patterns) => patterns.length ? patterns.map((p) => `(?:${p})`).join('|') : null
// A name that matches every pattern of `all` (node:test takes one pattern per flag, and ORs them).
const every = (all) => all.length > 1 ? '^' + all.map((p) => `(?=[\\s\\S]*?(?:${p}))`).join('') : all[0] || null

function testFiles (dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(full)
    return entry.name.endsWith('.test.js') ? [full] : []
  }).sort()
}

// The runs of the three places for `files`, each test once; `only`: a pattern every test run must
// match (the content lane's). A run is one `node --test`: { files, name, skip }. Files with tests
// in several places run in groups, the files of a group matched by the same PLACES, with those
// places' name patterns: a pattern never hides a test of a file it was not written for.
function placed (files, only) {
  const placesOf = (file) => PLACES.filter((place) => place.files.test(relative(file)))
  const whole = (lane) => files.filter((file) => placesOf(file).some((place) => place.lane === lane && !place.tests))
  const name = (...more) => every([only, ...more].filter(Boolean))
  const runs = {
    together: [{ files: files.filter((file) => placesOf(file).length === 0), name: name() }],
    mixed: [],
    // A file a run of its own: FOREGROUND_LANES lanes take them, longest first.
    foreground: whole('foreground').map((file) => ({ files: [file], name: name() })),
    alone: [{ files: whole('alone'), name: name() }]
  }
  const groups = new Map()
  for (const file of files.filter((f) => placesOf(f).some((place) => place.tests))) {
    const key = placesOf(file).map((place) => PLACES.indexOf(place)).join()
    groups.set(key, [...(groups.get(key) || []), file])
  }
  for (const group of groups.values()) {
    const patterns = (lane) => placesOf(group[0]).filter((place) => place.lane === lane && place.tests).flatMap((place) => place.tests)
    const [alone, foreground] = [patterns('alone'), patterns('foreground')]
    runs.mixed.push({ files: group, name: name(), skip: either([...alone, ...foreground]) })
    if (foreground.length) runs.foreground.push({ files: group, name: name(either(foreground)), skip: either(alone) })
    if (alone.length) runs.alone.push({ files: group, name: name(either(alone)) })
  }
  return runs
}

const relative = (file) => path.relative(__dirname, file).split(path.sep).join('/')

function rank (file, order = LONGEST_FIRST) {
  const index = order.indexOf(relative(file))
  return index === -1 ? order.length : index
}

// The runs that have files, longest first by `order` (a run's rank: its best-ranked file's).
function longestFirst (runs, order) {
  const rankOf = (run) => Math.min(...run.files.map((file) => rank(file, order)))
  return runs.filter((run) => run.files.length).sort((a, b) => rankOf(a) - rankOf(b))
}

// `--outcomes FILE`: each run's report of every test (test/outcome-reporter.js), appended to FILE
// when the run ends (runs of a stage end at different times, and write their own files meanwhile).
let OUTCOMES = null // set by main
const outcomeFiles = []
function outcomesOf (lane) {
  const file = reportFile('outcomes', lane, 'jsonl')
  outcomeFiles.push(file)
  return file
}

// A file of its own for a report a run writes and this process reads. Numbered, not timed: lanes
// of one name start their first runs in the same millisecond, and two foreground runs once wrote
// one counts file; the second to end found it gone, and CI counted the bad-input catalogue's 164
// passing tests as one runner that "died before reporting".
let reportFiles = 0
function reportFile (kind, lane, extension) {
  return path.join(os.tmpdir(), `npw-${kind}-${process.pid}-${lane}-${++reportFiles}.${extension}`)
}
function collectOutcomes () {
  for (const file of outcomeFiles.splice(0)) {
    try {
      fs.appendFileSync(OUTCOMES, fs.readFileSync(file))
      fs.rmSync(file)
    } catch {}
  }
}

// The CPU seconds of the processes this one started and has waited for (Linux), else null.
function childrenCpu () {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return null
  }
}

// The CPU seconds a run used: what the processes waited for added since the last run ended. A
// run's processes are all waited for when it ends (the runner waits for its files, they for what
// they started), and two runs seldom end in the same instant.
let cpuSeen = childrenCpu()
function cpuOfEndedRun () {
  const now = childrenCpu()
  const used = now === null ? null : now - cpuSeen
  cpuSeen = now
  return used
}

// One `node --test`: resolves { code, passed, failed, skipped, cpu }. `output`: where its spec
// report goes ('inherit', or an array that collects it, for a lane that runs beside another).
function runTests ({ files, name, skip }, { concurrency, niceness = 0, name: lane, output }) {
  const counts = reportFile('counts', lane, 'json')
  const child = spawn(process.execPath, [
    '--test', `--test-concurrency=${concurrency}`,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    `--test-reporter=${path.join(__dirname, 'count-reporter.js')}`, `--test-reporter-destination=${counts}`,
    // A third reporter warns of 11 listeners on the runner's stream (nodejs/node#57605, open);
    // only runs for scripts/flakes.js have it, and their test files inherit the flag.
    ...(OUTCOMES ? ['--disable-warning=MaxListenersExceededWarning', `--test-reporter=${path.join(__dirname, 'outcome-reporter.js')}`, `--test-reporter-destination=${outcomesOf(lane)}`] : []),
    ...(name ? [`--test-name-pattern=${name}`] : []),
    ...(skip ? [`--test-skip-pattern=${skip}`] : []),
    ...files
  ], { stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', 'inherit'], env: { ...process.env, NPW_TEST_LANE: lane } })
  // Before the runner has started its first test file: every process it starts inherits it.
  if (niceness) try { os.setPriority(child.pid, niceness) } catch {}
  if (output !== 'inherit') child.stdout.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => child.on('exit', (code) => {
    const cpu = cpuOfEndedRun()
    let result = { passed: 0, failed: 1, skipped: 0 } // the runner died before reporting: a failure
    try {
      result = JSON.parse(fs.readFileSync(counts, 'utf8'))
      fs.rmSync(counts)
    } catch {}
    resolve({ code, ...result, cpu })
  }))
}

// A lane: its runs one after the other; lanes given the same `queue` share its runs, each taking
// the next one when it is free. Resolves its totals, minutes and CPU seconds.
async function runLane (lane) {
  const totals = { name: lane.name, files: 0, code: 0, passed: 0, failed: 0, skipped: 0, cpu: 0 }
  const queue = lane.queue || [...lane.runs]
  const files = new Set()
  const started = Date.now()
  while (queue.length) {
    const run = queue.shift()
    run.files.forEach((file) => files.add(file))
    const result = await runTests(run, lane)
    totals.code = totals.code || result.code
    totals.passed += result.passed
    totals.failed += result.failed
    totals.skipped += result.skipped
    totals.cpu = totals.cpu === null || result.cpu === null ? null : totals.cpu + result.cpu
  }
  totals.ms = Date.now() - started
  totals.files = files.size
  return totals
}

// The stages, one after the other, each a list of lanes that run at the same time; a lane's runs
// (a run: one `node --test` of some files, with its name patterns) one after the other. Lanes
// with nothing to run are left out.
function stagesFor (args) {
  const { values, positionals } = parse(args)
  if (positionals.length && !values.placed) return [[{ name: 'files', runs: [{ files: positionals }], concurrency: 1 }]]
  const all = positionals.length ? positionals.map((file) => path.resolve(file)) : testFiles(__dirname)
  const matching = (pattern) => all.filter((file) => pattern.test(relative(file)))
  if (values.lane === 'quick') return [[{ name: 'quick', runs: [{ files: matching(QUICK_FILES) }], concurrency: 4 }]]
  if (values.lane === 'install') return [[{ name: 'install', runs: [{ files: matching(INSTALL_FILES) }], concurrency: 4 }]]
  const files = values.lane === 'content' ? matching(CONTENT_FILES) : all.filter((file) => !INSTALL_FILES.test(relative(file)))
  const only = every([values.lane === 'content' ? CONTENT_TESTS : null, values.tests].filter(Boolean))
  const runs = placed(files, only)
  // The runs of files with tests in several places, longest first, taken by MIXED_LANES lanes
  // beside the rest: one after the other they took longer than everything else together.
  const mixed = longestFirst(runs.mixed, LONGEST_FIRST)
  // The foreground's runs, longest first, taken by FOREGROUND_LANES lanes: one after the other,
  // they ended a minute after everything beside them, on one core.
  const foreground = longestFirst(runs.foreground, FOREGROUND_LONGEST_FIRST)
  return [
    [
      { name: 'together', runs: runs.together, concurrency: TOGETHER_CONCURRENCY, niceness: TOGETHER_NICENESS },
      ...Array.from({ length: MIXED_LANES }, () => ({ name: 'together', runs: mixed, queue: mixed, concurrency: MIXED_CONCURRENCY, niceness: TOGETHER_NICENESS })),
      ...Array.from({ length: FOREGROUND_LANES }, () => ({ name: 'foreground', runs: foreground, queue: foreground, concurrency: 1 }))
    ],
    [{ name: 'alone', runs: runs.alone, concurrency: 1 }]
  ].map((stage) => stage.map((lane) => ({ ...lane, runs: lane.runs.filter((run) => run.files.length) }))
    .filter((lane) => lane.runs.length && (!values.place || values.place.split(',').includes(lane.name))))
    .filter((stage) => stage.length)
}

const LANES = ['quick', 'content', 'install']
const PLACE_NAMES = ['together', 'foreground', 'alone']

// The command line; a lane, place or option it does not know is one sentence and exit code 1 (a
// misspelt lane once ran the whole suite).
function parse (args) {
  const stop = (sentence) => {
    console.log(`${sentence}\n0 passed, 1 failed`)
    process.exit(1)
  }
  let parsed
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { lane: { type: 'string' }, place: { type: 'string' }, placed: { type: 'boolean' }, outcomes: { type: 'string' }, tests: { type: 'string' }, hog: { type: 'boolean' } } })
  } catch (error) {
    stop(`${String(error.message).split('. To specify')[0].replace(/\.?$/, '.')} The options: --lane ${LANES.join('|')}, --place ${PLACE_NAMES.join('|')}[,…], --placed, --tests PATTERN, --hog, --outcomes FILE.`)
  }
  const { lane, place } = parsed.values
  if (lane !== undefined && !LANES.includes(lane)) stop(`No lane "${lane}": ${LANES.join(', ')} (or none: the full suite).`)
  const unknown = place === undefined ? [] : place.split(',').filter((name) => !PLACE_NAMES.includes(name))
  if (unknown.length) stop(`No place "${unknown.join(', ')}": ${PLACE_NAMES.join(', ')}.`)
  return parsed
}

// The same command on a supported Node.js, when this one is not (e.g. an end-of-life default).
function onSupportedNode (args) {
  const support = nodeVersion()
  console.log(`Node.js ${process.version} is not a version the workshop supports (${support.params.lines}): running the tests on Node.js ${FULL} from the npm registry.`)
  let node
  try {
    node = path.join(nodeBinDir(FULL), 'node')
  } catch (error) {
    console.log(`${error.message}. Install Node.js ${support.params.lines} and run the tests again.`)
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
  const child = spawn(node, [__filename, ...args], { env: envFor(FULL), stdio: 'inherit' })
  child.on('exit', (code) => process.exit(code === null ? 1 : code))
}

// The structural check, before anything slow: true when it passed (it prints its problems).
function structureHolds () {
  const result = spawnSync(process.execPath, [path.join(__dirname, '..', 'scripts', 'check.js')], { stdio: 'inherit' })
  return result.status === 0
}

// Runs the lanes of a stage at once: the first on the terminal as it goes, the others' reports
// when the stage ends.
async function runStage (lanes) {
  const outputs = lanes.map((lane, index) => (index === 0 ? 'inherit' : []))
  const results = await Promise.all(lanes.map((lane, index) => runLane({ ...lane, output: outputs[index] })))
  outputs.slice(1).forEach((chunks) => process.stdout.write(Buffer.concat(chunks)))
  return results
}

function minutes (ms) {
  return (ms / 60000).toFixed(1)
}

async function main () {
  const args = process.argv.slice(2)
  OUTCOMES = parse(args).values.outcomes || null
  // A message with a hole throws in the workshop's own tests (lib/i18n), in every process they start.
  process.env.NPW_STRICT_MESSAGES = '1'
  if (nodeVersion().status !== 'ok') return onSupportedNode(args)
  const stages = stagesFor(args)
  if (parse(args).positionals.length === 0 && !structureHolds()) {
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
  // --hog: one core busy for the whole run (an hour at most, whatever happens here)
  const hog = parse(args).values.hog ? startCpuHog({ seconds: 3600 }) : null
  const started = Date.now()
  const cpuBefore = childrenCpu()
  const results = []
  for (const lanes of stages) results.push(...await runStage(lanes))
  if (hog) hog.stop()
  if (OUTCOMES) collectOutcomes()
  const cpu = cpuBefore === null ? null : childrenCpu() - cpuBefore
  const passed = results.reduce((sum, r) => sum + r.passed, 0)
  const failed = results.reduce((sum, r) => sum + r.failed, 0)
  const skipped = results.reduce((sum, r) => sum + r.skipped, 0)
  const ok = results.every((r) => r.code === 0)
  // Where the time goes, for whoever wants the suite shorter (the lanes of one name added up;
  // lanes of a stage run at once, so their minutes overlap).
  const lanes = new Map()
  for (const r of results) {
    const seen = lanes.get(r.name) || { ms: 0, files: 0, cpu: 0 }
    lanes.set(r.name, { ms: Math.max(seen.ms, r.ms), files: seen.files + r.files, cpu: seen.cpu === null || r.cpu === null ? null : seen.cpu + r.cpu })
  }
  const described = [...lanes].map(([name, r]) => `${name} ${minutes(r.ms)} min (${r.files} files${r.cpu === null ? '' : `, ${minutes(r.cpu * 1000)} min of CPU`})`)
  console.log(`lanes: ${described.join(', ')}; ${minutes(Date.now() - started)} min in all${cpu === null ? '' : `, ${minutes(cpu * 1000)} min of CPU`}`)
  // Skipped tests said why above (e.g. no browser on this machine); the last line stays the count.
  if (skipped) console.log(`${skipped} skipped`)
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(ok && failed === 0 ? 0 : 1)
}

if (require.main === module) main()

module.exports = { stagesFor }
