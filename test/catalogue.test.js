'use strict'
// Misbehaving versions of the reference solutions, through the real CLI: each patch in
// test/fixtures/patches/ is loaded before an exercise's reference solution by a wrapper file.
// Each case runs against one server exercise, rotating through them, because each is a full
// verify (~10 s); `node bench/catalogue.js` runs every case against every exercise.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { runCli, freshHome, selectExercise, assertNothingLeft, messagePiece, ROOT } = require('./helpers')
const { PATCH_CASES, serverExercises, wrapSolution, expectationFor } = require('./fixtures/catalogue')

const exercises = serverExercises()

PATCH_CASES.forEach((item, index) => {
  const applicable = exercises.filter((exercise) => expectationFor(item, exercise))
  const exercise = applicable[index % applicable.length]
  const expected = expectationFor(item, exercise)
  test(`${item.name}: ${exercise.folder}`, async (t) => {
    const home = freshHome()
    await selectExercise(home, exercise.number)
    const result = await runCli(['verify', wrapSolution(item.patch, exercise)], { home, timeoutMs: 90000 })
    assert.strictEqual(result.code, expected.code, result.output)
    if (expected.key) assert.ok(result.output.includes(messagePiece('en', expected.key)), `expected ${expected.key}:\n${result.output}`)
    if (expected.stderr) assert.ok(result.output.includes(expected.stderr), 'the crash shows its stderr')
    assert.ok(result.output.length < 100000, `the CLI printed ${result.output.length} characters`)
    await assertNothingLeft(t, result)
  })
})

test('a copy in a folder with spaces and non-ASCII characters, outside the workshop, passes', async (t) => {
  const exercise = exercises[exercises.length - 1]
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npw-')), '我的 작업 folder')
  fs.cpSync(exercise.solutionDir, dir, { recursive: true })
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const result = await runCli(['verify', path.join(dir, exercise.spec.submission)], { home, cwd: path.dirname(dir), timeoutMs: 90000 })
  assert.strictEqual(result.code, 0, result.output)
  await assertNothingLeft(t, result)
})

test('an ES module copy outside the workshop passes, importing the packages the workshop ships', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-esm-'))
  fs.cpSync(path.join(ROOT, 'solutions', '02-node-env'), dir, { recursive: true })
  fs.rmSync(path.join(dir, 'server.js'))
  fs.copyFileSync(path.join(__dirname, 'fixtures', 'esm', 'node-env-server.mjs'), path.join(dir, 'server.mjs'))
  const home = freshHome()
  await selectExercise(home, 2)
  const result = await runCli(['verify', path.join(dir, 'server.mjs')], { home, cwd: dir, timeoutMs: 90000 })
  assert.strictEqual(result.code, 0, result.output)
  await assertNothingLeft(t, result)
})
