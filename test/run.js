'use strict'
// `npm test`: every test/**/*.test.js with Node's test runner, then a last line
// "N passed, N failed". Three lanes, one after the other:
//   - light files (functional tests, CLI behaviour, the install tests that mostly wait on the
//     network), four at a time;
//   - the bad-input catalogue on its own: it runs six CLIs at a time itself, and each must give
//     its verdict within 15 s, as on a learner's laptop;
//   - files whose tests reach a speed verdict, one at a time, so each benchmark has the CPU to
//     itself (a verdict must not depend on what the test suite does next to it).
// `node test/run.js <files…>` runs just those files, one at a time.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')

const VERDICT_FILES = /^(exercises\/|catalogue\.|noisy\.|interrupts\.)/
const ALONE_FILES = /^bad-input\./

function testFiles (dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(full)
    return entry.name.endsWith('.test.js') ? [full] : []
  }).sort()
}

// Resolves { code, passed, failed } for one `node --test` run.
function runLane (files, concurrency) {
  if (files.length === 0) return Promise.resolve({ code: 0, passed: 0, failed: 0 })
  const counts = path.join(os.tmpdir(), `npw-counts-${process.pid}-${concurrency}.json`)
  const child = spawn(process.execPath, [
    '--test', `--test-concurrency=${concurrency}`,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    `--test-reporter=${path.join(__dirname, 'count-reporter.js')}`, `--test-reporter-destination=${counts}`,
    ...files
  ], { stdio: 'inherit' })
  return new Promise((resolve) => child.on('exit', (code) => {
    let result = { passed: 0, failed: 1 } // the runner died before reporting: a failure
    try {
      result = JSON.parse(fs.readFileSync(counts, 'utf8'))
      fs.rmSync(counts)
    } catch {}
    resolve({ code, ...result })
  }))
}

async function main () {
  const named = process.argv.slice(2)
  const all = named.length ? named : testFiles(__dirname)
  const name = (file) => path.relative(__dirname, path.resolve(file))
  const verdict = (file) => VERDICT_FILES.test(name(file))
  const alone = (file) => ALONE_FILES.test(name(file))
  const lanes = named.length
    ? [[all, 1]]
    : [[all.filter((f) => !verdict(f) && !alone(f)), 4], [all.filter(alone), 1], [all.filter(verdict), 1]]
  let passed = 0
  let failed = 0
  let ok = true
  for (const [files, concurrency] of lanes) {
    const result = await runLane(files, concurrency)
    passed += result.passed
    failed += result.failed
    ok = ok && result.code === 0
  }
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(ok && failed === 0 ? 0 : 1)
}

main()
