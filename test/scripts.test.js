'use strict'
// The contributors' scripts (scripts/ and bench/) answer --help with their usage and a bad
// argument with one sentence and a non-zero exit, never a stack trace, and start no work either
// way (`node scripts/node-matrix.js --help` once started the whole test matrix). test/run.js counts
// every run's tests.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { execFile } = require('node:child_process')
const { ROOT } = require('./helpers')

const SCRIPTS = ['scripts', 'bench'].flatMap((dir) => fs.readdirSync(path.join(ROOT, dir))
  .filter((name) => name.endsWith('.js')).map((name) => `${dir}/${name}`))

function run (script, args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(ROOT, script), ...args], { cwd: ROOT, timeout: 15000 }, (error, stdout, stderr) => {
      resolve({ code: error ? error.code : 0, killed: Boolean(error && error.killed), output: stdout + stderr })
    })
  })
}

const STACK = /^\s+at .*:\d+:\d+\)?$|^Node\.js v\d/m

test('every script answers --help with its usage, and exits 0', async () => {
  await Promise.all(SCRIPTS.map(async (script) => {
    const { code, killed, output } = await run(script, ['--help'])
    assert.ok(!killed, `${script} --help ran on for 15 s: it started its work`)
    assert.strictEqual(code, 0, `${script} --help:\n${output}`)
    assert.ok(output.includes(path.basename(script)), `${script} --help names itself:\n${output}`)
    assert.doesNotMatch(output, STACK, `${script} --help`)
  }))
})

test('every script answers an option it does not take with a sentence, and exits 1', async () => {
  await Promise.all(SCRIPTS.map(async (script) => {
    const { code, killed, output } = await run(script, ['--no-such-option'])
    assert.ok(!killed, `${script} --no-such-option ran on for 15 s: it started its work`)
    assert.strictEqual(code, 1, `${script} --no-such-option:\n${output}`)
    assert.doesNotMatch(output, STACK, `${script} --no-such-option`)
  }))
})

// test/run.js reads each run's counts from a file the run writes. Lanes of one name start their
// first runs at once: with the clock stopped, two foreground runs start in the same millisecond,
// as they did in a CI run that counted the bad-input catalogue's 164 tests as one failure.
test('test/run.js: two runs of one place started in the same millisecond each count their own tests', async () => {
  const { NODE_TEST_CONTEXT, ...env } = process.env // a runner of its own, not a child of this one
  const { code, output } = await new Promise((resolve) => {
    execFile(process.execPath, [
      '--import', 'data:text/javascript,Date.now = () => 1764800000000',
      path.join(ROOT, 'test', 'run.js'), '--placed', '--tests', '^no such test$',
      path.join(ROOT, 'test', 'bad-input.test.js'), path.join(ROOT, 'test', 'pty.test.js')
    ], { cwd: ROOT, env, timeout: 15000 }, (error, stdout, stderr) => resolve({ code: error ? error.code : 0, output: stdout + stderr }))
  })
  assert.match(output, /foreground [\d.]+ min \(2 files/, 'both files ran in the foreground')
  assert.match(output, /^0 passed, 0 failed$/m, output)
  assert.strictEqual(code, 0, output)
})
