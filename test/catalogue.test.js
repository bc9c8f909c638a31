'use strict'
// Misbehaving versions of the reference solutions, through the real CLI: patches from
// test/fixtures/patches/ are loaded before an exercise's reference solution by a wrapper file.
// Each is a full verify (~10 s), so here each failing case runs against one server exercise,
// rotating, and the harmless ones run together; `node bench/catalogue.js` runs every case on its
// own against every exercise.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { runCli, freshHome, selectExercise, assertNothingLeft, messagePiece, ROOT } = require('./helpers')
const { PATCH_CASES, HARMLESS_PATCHES, serverExercises, wrapSolution, expectationFor } = require('./fixtures/catalogue')

const exercises = serverExercises()

// The cases a correct server fails for: each against one exercise it applies to, rotating.
PATCH_CASES.filter((item) => item.code !== 0).forEach((item, index) => {
  const applicable = exercises.filter((exercise) => expectationFor(item, exercise))
  const exercise = applicable[index % applicable.length]
  const expected = expectationFor(item, exercise)
  test(`${item.name}: ${exercise.folder}`, async (t) => {
    const home = freshHome()
    await selectExercise(home, exercise.number)
    const result = await runCli(['verify', wrapSolution(t, item.patch, exercise)], { home, timeoutMs: 90000 })
    assert.strictEqual(result.code, expected.code, result.output)
    if (expected.key) assert.ok(result.output.includes(messagePiece('en', expected.key)), `expected ${expected.key}:\n${result.output}`)
    if (expected.stderr) assert.ok(result.output.includes(expected.stderr), 'the crash shows its stderr')
    await assertNothingLeft(t, result)
  })
})

// The harmless ones, all at once, in a folder with spaces and non-ASCII characters outside the
// workshop: megabytes of output, children that ignore SIGTERM, a detached grandchild, listening
// on every interface. It still PASSes, the CLI's output stays small, the note about 0.0.0.0 is
// there, and nothing is left running.
test(`${HARMLESS_PATCHES.join(', ')}, in '我的 작업 folder': still a PASS, nothing left`, async (t) => {
  const harmlessEverywhere = exercises.filter((exercise) => PATCH_CASES.filter((item) => item.code === 0)
    .every((item) => (expectationFor(item, exercise) || {}).code === 0))
  const exercise = harmlessEverywhere[PATCH_CASES.length % harmlessEverywhere.length]
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const file = wrapSolution(t, HARMLESS_PATCHES, exercise, '我的 작업 folder')
  const result = await runCli(['verify', file], { home, cwd: path.dirname(file), timeoutMs: 90000 })
  assert.strictEqual(result.code, 0, result.output)
  assert.ok(result.output.includes(messagePiece('en', 'harness.note_wildcard')), 'the 0.0.0.0 note')
  assert.ok(result.output.length < 100000, `the CLI printed ${result.output.length} characters`)
  assert.ok(result.pids.length >= 4, 'the children and the grandchild were seen running')
  await assertNothingLeft(t, result)
})

test('an ES module copy outside the workshop passes, importing the packages the workshop ships', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-esm-'))
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  fs.cpSync(path.join(ROOT, 'solutions', '02-node-env'), dir, { recursive: true })
  fs.rmSync(path.join(dir, 'server.js'))
  fs.copyFileSync(path.join(__dirname, 'fixtures', 'esm', 'node-env-server.mjs'), path.join(dir, 'server.mjs'))
  const home = freshHome()
  await selectExercise(home, 2)
  const result = await runCli(['verify', path.join(dir, 'server.mjs')], { home, cwd: dir, timeoutMs: 90000 })
  assert.strictEqual(result.code, 0, result.output)
  await assertNothingLeft(t, result)
})
