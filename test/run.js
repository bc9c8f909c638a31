'use strict'
// `npm test`: every test/**/*.test.js with Node's test runner, one file at a time (benchmarks in
// the verdict tests need the CPU to themselves), then a last line "N passed, N failed".
const fs = require('node:fs')
const path = require('node:path')
const { spawn } = require('node:child_process')

function testFiles (dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(full)
    return entry.name.endsWith('.test.js') ? [full] : []
  }).sort()
}

const only = process.argv.slice(2)
const files = only.length ? only : testFiles(__dirname)
const counts = path.join(require('node:os').tmpdir(), `npw-counts-${process.pid}.json`)
const child = spawn(process.execPath, [
  '--test', '--test-concurrency=1',
  '--test-reporter=spec', '--test-reporter-destination=stdout',
  `--test-reporter=${path.join(__dirname, 'count-reporter.js')}`, `--test-reporter-destination=${counts}`,
  ...files
], { stdio: 'inherit' })

child.on('exit', (code) => {
  let result = { passed: 0, failed: 1 }
  try {
    result = JSON.parse(fs.readFileSync(counts, 'utf8'))
    fs.rmSync(counts)
  } catch {} // the runner died before reporting: count it as a failure
  console.log(`${result.passed} passed, ${result.failed} failed`)
  process.exit(code === 0 && result.failed === 0 ? 0 : 1)
})
