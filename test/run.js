'use strict'
// `npm test`: the structural check first (scripts/check.js: a few seconds; when it fails, nothing
// else runs), then every test/**/*.test.js with Node's test runner, then a last line
// "N passed, N failed". Three lanes, one after the other (docs/ARCHITECTURE.md, "Tests"):
//   - light files (the linter, functional tests, CLI behaviour, the learner catalogue's quick
//     entries, each decided by a deterministic check before any speed check), four at a time;
//   - the bad-input catalogue on its own: it runs six CLIs at a time itself, and each must give
//     its verdict within 15 s, as on a learner's laptop;
//   - files whose tests reach a speed verdict, one at a time, so each benchmark has the CPU to
//     itself (a verdict must not depend on what the test suite does next to it), and profile's,
//     whose time is bounded; the files of the exercises decided by counts alone (no speed
//     check: 11, 12) run with the light files.
// `node test/run.js --lane quick` runs the structural check, the linter, the unit tests and the
// checks of the texts, no server started (about a minute): what to run while editing.
// `node test/run.js --lane content` runs what must hold on every supported Node (CI runs it on
// the lines the full suite does not run on, see scripts/node-matrix.js): every reference solution
// PASSes, every starter FAILs for its reason, the quick entries of the learner catalogue get their
// verdicts, `profile` finds 04's hot spot (with Clinic.js and without), every by-hand block of the
// texts runs, the bad-input catalogue.
// `node test/run.js --lane install` runs test/install.test.js, left out of `npm test`: it packs the
// workshop and installs it as learners do (from the registry, from a tarball, the offline bundle
// with npm offline), minutes of npm's work that say nothing new while you edit; CI runs it once
// (scripts/node-matrix.js).
// `node test/run.js <files…>` runs just those files, one at a time, without the structural check.
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

// profile's tests hold the command to 30 s, Clinic's graph included: with three other files on
// 2 cores it took 28 s on this machine and more in CI, so they too have the CPU to themselves.
// routes' tests measure the learner's own service side by side and profile it: the same.
const VERDICT_FILES = /^(exercises\/|catalogue\.|noisy\.|interrupts\.|grade\.|profile\.|routes\.|pty\.)/
const ALONE_FILES = /^bad-input\./
const INSTALL_FILES = /^install\./
const CONTENT_FILES = /^(exercises\/|learners\.|profile\.|snippets\.|reporters\.|grade\.|routes\.|pty\.)/
const QUICK_FILES = /^(check|lint|units|scripts|shop-data|sales-data|startup|context|new-exercise|engine-extensions|service|raw-http|profile-units|progress|i18n|glossary|figures|rendering|wrap|print|submission|messages|reporters|grading|style-guide)\.test\.js$/
// The tests of test/exercises/verdicts.js#verdictTests, the catalogue's quick entries
// (test/learners.test.js: "NN-id/entry: PASS|FAIL"), profile's on 04's starter, the texts'
// by-hand blocks (test/snippets.test.js), the reports read by their parsers
// (test/reporters.test.js, test/grade.test.js), and run and profile on a service of the learner's
// own (test/routes.test.js: "own service: …"), and every exercise's checks in a terminal beside a busy
// core (test/pty.test.js).
const CONTENT_TESTS = '^\\d\\d-[a-z-]+/[\\w.-]+: (PASS|FAIL)$|the reference solution passes|the starter fails, and says why|^profile on the starter|^profile --no-clinic|^profile --heap on the starter|by-hand block runs as printed|its block runs as printed|--reporter|^TAP: |^JUnit: |^grade|^the CI recipe|^own service: |in a terminal beside a busy core'

// An exercise's own test file whose verdicts no clock decides (no speed check, and not a client
// exercise, which measures): its tests run with the light files. Except 14-streaming's: `profile`
// on its starter stops a server in the middle of 9 MB synchronous answers, and with four test
// files on 2 cores that took longer than the 10 s profile waits for the CPU profile (CI).
const NEEDS_THE_CPU = new Set(['14-streaming'])
function decidedWithoutTiming (file) {
  const folder = path.basename(file, '.test.js')
  const exercise = listExercises().find((item) => item.folder === folder)
  return path.basename(path.dirname(file)) === 'exercises' && Boolean(exercise) && !exercise.spec.speed &&
    exercise.spec.kind !== 'client' && !NEEDS_THE_CPU.has(folder)
}

function testFiles (dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(full)
    return entry.name.endsWith('.test.js') ? [full] : []
  }).sort()
}

// Resolves { code, passed, failed } for one `node --test` run.
function runLane ({ files, concurrency, namePattern }) {
  if (files.length === 0) return Promise.resolve({ code: 0, passed: 0, failed: 0, skipped: 0 })
  const counts = path.join(os.tmpdir(), `npw-counts-${process.pid}-${concurrency}.json`)
  const child = spawn(process.execPath, [
    '--test', `--test-concurrency=${concurrency}`,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    `--test-reporter=${path.join(__dirname, 'count-reporter.js')}`, `--test-reporter-destination=${counts}`,
    ...(namePattern ? [`--test-name-pattern=${namePattern}`] : []),
    ...files
  ], { stdio: 'inherit' })
  return new Promise((resolve) => child.on('exit', (code) => {
    let result = { passed: 0, failed: 1, skipped: 0 } // the runner died before reporting: a failure
    try {
      result = JSON.parse(fs.readFileSync(counts, 'utf8'))
      fs.rmSync(counts)
    } catch {}
    resolve({ code, ...result })
  }))
}

function parse (args) {
  return parseArgs({ args, allowPositionals: true, options: { lane: { type: 'string' } } })
}

function lanesFor (args) {
  const { values, positionals } = parse(args)
  if (positionals.length) return [{ name: 'files', files: positionals, concurrency: 1 }]
  const all = testFiles(__dirname)
  const matching = (pattern) => all.filter((file) => pattern.test(path.relative(__dirname, file)))
  if (values.lane === 'quick') return [{ name: 'quick', files: matching(QUICK_FILES), concurrency: 4 }]
  if (values.lane === 'install') return [{ name: 'install', files: matching(INSTALL_FILES), concurrency: 4 }]
  if (values.lane === 'content') {
    return [
      { name: 'content', files: matching(CONTENT_FILES), concurrency: 1, namePattern: CONTENT_TESTS },
      { name: 'bad input', files: matching(ALONE_FILES), concurrency: 1 }
    ]
  }
  const verdict = matching(VERDICT_FILES).filter((file) => !decidedWithoutTiming(file))
  const alone = matching(ALONE_FILES)
  const install = matching(INSTALL_FILES)
  return [
    { name: 'light', files: all.filter((file) => ![verdict, alone, install].some((lane) => lane.includes(file))), concurrency: 4 },
    { name: 'bad input', files: alone, concurrency: 1 },
    { name: 'verdicts', files: verdict, concurrency: 1 }
  ]
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

async function main () {
  const args = process.argv.slice(2)
  // A message with a hole throws in the workshop's own tests (lib/i18n), in every process they start.
  process.env.NPW_STRICT_MESSAGES = '1'
  if (nodeVersion().status !== 'ok') return onSupportedNode(args)
  const lanes = lanesFor(args)
  if (parse(args).positionals.length === 0 && !structureHolds()) {
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
  let passed = 0
  let failed = 0
  let skipped = 0
  let ok = true
  const times = [] // where the time goes, for whoever wants the suite shorter
  for (const lane of lanes) {
    const started = Date.now()
    const result = await runLane(lane)
    times.push(`${lane.name} ${((Date.now() - started) / 60000).toFixed(1)} min (${lane.files.length} files)`)
    passed += result.passed
    failed += result.failed
    skipped += result.skipped
    ok = ok && result.code === 0
  }
  // Skipped tests said why above (e.g. no browser on this machine); the last line stays the count.
  console.log(`lanes: ${times.join(', ')}`)
  if (skipped) console.log(`${skipped} skipped`)
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(ok && failed === 0 ? 0 : 1)
}

main()
