'use strict'
// Each exercise through the real CLI: its reference solution PASSes, its starter FAILs and the
// message names the reason. These run real benchmarks, so they are the slow tests (~10 s each).
const test = require('node:test')
const assert = require('node:assert')
const path = require('node:path')
const { runCli, freshHome, selectExercise, assertNothingLeft, messagePiece, ROOT } = require('./helpers')

// reason: the message key that must explain the starter's FAIL.
const EXERCISES = [
  { number: 1, folder: '01-measure', file: 'bench.js', reason: 'exercises.measure.checks.missing_field', langs: ['en'] },
  { number: 2, folder: '02-node-env', file: 'server.js', reason: 'exercises.node-env.checks.wrong_config', langs: ['en', 'zh-cn', 'ko'] }
]

const PASS = { en: /PASS/, 'zh-cn': /PASS/, ko: /PASS/ }

for (const exercise of EXERCISES) {
  for (const lang of exercise.langs) {
    test(`${exercise.folder} (${lang}): the reference solution passes`, async (t) => {
      const home = freshHome()
      await selectExercise(home, exercise.number)
      const result = await runCli(['verify', path.join(ROOT, 'solutions', exercise.folder, exercise.file), '--lang', lang], { home })
      assert.strictEqual(result.code, 0, result.output)
      assert.match(result.stdout, PASS[lang])
      assert.ok(result.stdout.includes(messagePiece(lang, 'verdict.after_pass')), 'the verdict is in the learner\'s language')
      await assertNothingLeft(t, result)
    })

    test(`${exercise.folder} (${lang}): the starter fails, and says why`, async (t) => {
      const home = freshHome()
      await selectExercise(home, exercise.number)
      const result = await runCli(['verify', path.join(ROOT, 'exercises', exercise.folder, 'starter', exercise.file), '--lang', lang], { home })
      assert.strictEqual(result.code, 1, result.output)
      assert.match(result.stdout, /FAIL/)
      assert.ok(result.stdout.includes(messagePiece(lang, exercise.reason)), `the reason is named:\n${result.output}`)
      await assertNothingLeft(t, result)
    })
  }
}
