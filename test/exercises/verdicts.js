'use strict'
// The verdict tests every exercise has: through the real CLI, the reference solution PASSes and
// the starter FAILs with a message that names the reason. They run real benchmarks (~10 s each).
const test = require('node:test')
const assert = require('node:assert')
const path = require('node:path')
const { runCli, freshHome, selectExercise, assertNothingLeft, messagePiece, ROOT } = require('../helpers')
const { findExercise } = require('../../lib/exercises')

// id: the exercise; reason: the message key that must explain the starter's FAIL;
// langs: the languages to run both verdicts in.
function verdictTests ({ id, reason, langs = ['en'] }) {
  const exercise = findExercise(id)
  const file = exercise.spec.submission
  for (const lang of langs) {
    test(`${exercise.folder} (${lang}): the reference solution passes`, async (t) => {
      const home = freshHome()
      await selectExercise(home, exercise.number)
      const result = await runCli(['verify', path.join(ROOT, 'solutions', exercise.folder, file), '--lang', lang], { home })
      assert.strictEqual(result.code, 0, result.output)
      assert.match(result.stdout, /PASS/)
      assert.ok(result.stdout.includes(messagePiece(lang, 'verdict.after_pass')), 'the verdict is in the learner\'s language')
      await assertNothingLeft(t, result)
    })

    test(`${exercise.folder} (${lang}): the starter fails, and says why`, async (t) => {
      const home = freshHome()
      await selectExercise(home, exercise.number)
      const result = await runCli(['verify', path.join(exercise.starterDir, file), '--lang', lang], { home })
      assert.strictEqual(result.code, 1, result.output)
      assert.match(result.stdout, /FAIL/)
      assert.ok(result.stdout.includes(messagePiece(lang, reason)), `the reason is named:\n${result.output}`)
      await assertNothingLeft(t, result)
    })
  }
}

// A fixture (test/fixtures/<folder>/<file>) that gets a verify FAIL whose output contains the
// message `reason`, and leaves nothing behind. Resolves the CLI result for further checks.
async function assertFixtureFails (t, { id, file, reason }) {
  const exercise = findExercise(id)
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const result = await runCli(['verify', path.join(ROOT, 'test', 'fixtures', exercise.folder, file)], { home, timeoutMs: 60000 })
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(result.output.includes(messagePiece('en', reason)), `expected ${reason}:\n${result.output}`)
  await assertNothingLeft(t, result)
  return result
}

module.exports = { verdictTests, assertFixtureFails }
