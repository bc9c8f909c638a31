'use strict'
// What the workshop injects into a learner's program (an exercise's counter, the module
// fallback, the profiler's preload) failing is the workshop's bug: the learner is told so, with
// what to report, never "your program crashed".
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { startServer } = require('../lib/harness')
const { WorkshopError } = require('../lib/errors')
const { findExercise } = require('../lib/exercises')
const { runCli, freshHome, copyWorkshop, assertNothingLeft, messagePiece, ROOT } = require('./helpers')

const fixture = (name) => path.join(ROOT, 'test', 'fixtures', 'injected', name)
const solution = (exercise) => path.join(ROOT, 'solutions', exercise.folder, exercise.spec.submission)

test('a preload that throws as it loads is reported as the workshop\'s failure, naming the file', async () => {
  const file = solution(findExercise('node-env'))
  await assert.rejects(startServer({ file, preloads: [fixture('throws-at-load.js')] }), (error) => {
    assert.ok(error instanceof WorkshopError, error.key)
    assert.strictEqual(error.key, 'harness.injected_failed')
    assert.strictEqual(error.params.part, 'throws-at-load.js')
    assert.match(error.params.message, /read only property of the counter/)
    return true
  })
})

test('a preload whose code throws later, in the learner\'s call, is the workshop\'s failure too', async () => {
  const file = solution(findExercise('node-env'))
  await assert.rejects(startServer({ file, preloads: [fixture('throws-later.js')] }), (error) => {
    assert.strictEqual(error.key, 'harness.injected_failed', error.message)
    assert.strictEqual(error.params.part, 'throws-later.js')
    assert.match(error.params.message, /the counter lost its socket/)
    return true
  })
})

test('through the CLI: a broken exercise counter gives the workshop\'s message, not "your program crashed"', async (t) => {
  const root = copyWorkshop()
  const exercise = findExercise('no-sync')
  fs.copyFileSync(fixture('throws-at-load.js'), path.join(root, 'exercises', exercise.folder, exercise.spec.preload))
  const home = freshHome()
  await runCli(['select', String(exercise.number)], { home, root })
  for (const lang of ['en', 'ko']) {
    const result = await runCli(['verify', path.join(root, 'solutions', exercise.folder, 'server.js'), '--lang', lang], { home, root })
    assert.strictEqual(result.code, 1, result.output)
    assert.ok(result.output.includes(messagePiece(lang, 'harness.injected_failed')), result.output)
    assert.ok(result.output.includes(exercise.spec.preload), 'names the part that failed')
    assert.ok(!result.output.includes(messagePiece(lang, 'harness.crashed')), 'does not blame the learner')
    await assertNothingLeft(t, result)
  }
  fs.rmSync(root, { recursive: true, force: true })
})
