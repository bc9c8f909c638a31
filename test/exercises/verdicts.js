'use strict'
// The verdict tests every exercise has: through the real CLI, the reference solution PASSes and
// the starter FAILs with a message that names the reason. They run real benchmarks (~10 s each).
// The starter's runs in test/pty.test.js, which reads `reason` and `langs` from the call: in a
// terminal beside a busy core, as a learner meets it (run here too, it cost 14 verifies more).
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { runCliAsTold, freshHome, selectExercise, assertNothingLeft, assertNoNodeWarnings, messagePiece, ROOT } = require('../helpers')
const { findExercise, listExercises } = require('../../lib/exercises')

// id: the exercise; reason: the message key that must explain the starter's FAIL (read by
// test/pty.test.js); langs: the languages to run both verdicts in; one per exercise, taking turns
// across the exercises (each run is a benchmark; test/messages.test.js fills every message in
// every language).
function verdictTests ({ id, langs = ['en'] }) {
  const exercise = findExercise(id)
  const file = exercise.spec.submission
  for (const lang of langs) {
    test(`${exercise.folder} (${lang}): the reference solution passes`, async (t) => {
      const home = freshHome()
      await selectExercise(home, exercise.number)
      const result = await runCliAsTold(['verify', path.join(ROOT, 'solutions', exercise.folder, file), '--lang', lang], { home })
      // A speed-up that needs free cores (06's cluster) cannot show while other programs keep them
      // busy (`npm run flakes`'s CPU hog on 2 cores; a learner's busy laptop): the workshop then
      // says "inconclusive", from the CPU time it measured others use, which is its answer there.
      // Every check before the speed check has passed; the PASS itself cannot be seen here.
      if (result.code === 2 && result.stdout.includes(messagePiece(lang, 'verdict.inconclusive_busy'))) {
        assert.doesNotMatch(result.stdout, /✗/, 'every check before the speed check passes')
        await assertNothingLeft(t, result)
        return t.skip('other programs kept the CPU cores busy: the workshop said so (inconclusive), and a speed-up that needs free cores cannot show')
      }
      assert.strictEqual(result.code, 0, result.output)
      assert.match(result.stdout, /PASS/)
      assert.ok(result.stdout.includes(messagePiece(lang, 'verdict.after_pass')), 'the verdict is in the learner\'s language')
      // The last exercise's PASS points to the guide for the learner's own service, a file that is there.
      const guide = result.stdout.split('\n').find((line) => line.includes(messagePiece(lang, 'verdict.after_pass_last')))
      assert.strictEqual(Boolean(guide), exercise === listExercises().at(-1), 'the guide to your own service after the last exercise only')
      if (guide) assert.ok(fs.existsSync(guide.slice(guide.lastIndexOf(' ') + 1).trim()), guide)
      assertNoNodeWarnings(result)
      await assertNothingLeft(t, result)
    })
  }
}

// Runs `verify <file> --lang <lang>` with exercise `id` selected in a fresh home, checks that
// nothing was left running, and resolves the CLI's result. For tests of an exercise's fixtures.
async function verifyWith (t, { id, file, lang = 'en', timeoutMs = 60000 }) {
  const home = freshHome()
  await selectExercise(home, findExercise(id).number)
  const result = await runCliAsTold(['verify', file, '--lang', lang], { home, timeoutMs })
  await assertNothingLeft(t, result)
  return result
}

// Asserts that the output contains message `key` in `lang` (its longest fixed piece).
function assertSays (result, lang, key) {
  const piece = messagePiece(lang, key)
  assert.ok(result.stdout.includes(piece), `"${piece}" in:\n${result.output}`)
}

// A fixture (test/fixtures/<folder>/<file>) that gets a verify FAIL whose output contains the
// message `reason` (in English), and leaves nothing behind. Resolves the CLI result.
async function assertFixtureFails (t, { id, file, reason }) {
  const result = await verifyWith(t, { id, file: path.join(ROOT, 'test', 'fixtures', findExercise(id).folder, file) })
  assert.strictEqual(result.code, 1, result.output)
  assertSays(result, 'en', reason)
  return result
}

module.exports = { verdictTests, verifyWith, assertSays, assertFixtureFails }
