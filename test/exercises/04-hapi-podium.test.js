'use strict'
// 04-hapi-podium: the verdicts, and the validation counter on the servers it must see through.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { verdictTests } = require('./verdicts')
const { runCli, freshHome, selectExercise, assertNothingLeft, messagePiece, ROOT } = require('../helpers')
const { startServer } = require('../../lib/harness')
const { findExercise } = require('../../lib/exercises')

const variants = require('../fixtures/04-hapi-podium/variants')
const exercise = findExercise('hapi-podium')
test.after(variants.removeVariants)

// The starter passes every functional check: it fails on the validation count, before any benchmark.
verdictTests({ id: 'hapi-podium', reason: 'exercises.hapi-podium.checks.validations_per_request', langs: ['zh-cn'] })

// The count, straight from the check, for a server started as verify starts it.
async function countFor (file) {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-test-'))
  const ctx = { exercise, file, tmpDir }
  const { spec } = exercise
  ctx.server = await startServer({ file, env: spec.env(ctx), preloads: [path.join(exercise.exerciseDir, spec.preload)] })
  try {
    return await spec.checks[0].run(ctx)
  } finally {
    await ctx.server.stop()
    fs.rmSync(tmpDir, { recursive: true, force: true })
  }
}

test('the count: the starter validates 13 times per request, the reference solution never', async () => {
  const starter = await countFor(path.join(exercise.starterDir, 'server.js'))
  // 5 event definitions in new Podium(…), 8 listeners: most of them on the line that builds it.
  const plugin = fs.readFileSync(path.join(exercise.starterDir, 'plugins', 'audit.js'), 'utf8').split('\n')
  const line = plugin.findIndex((text) => text.includes('new Podium(')) + 1
  assert.deepStrictEqual({ ok: starter.ok, perRequest: starter.params.perRequest, site: starter.params.site },
    { ok: false, perRequest: 13, site: `plugins/audit.js:${line}` })
  const solution = await countFor(path.join(ROOT, 'solutions', exercise.folder, 'server.js'))
  assert.deepStrictEqual(solution, { ok: true, key: 'no_validations', params: { requests: 25 } })
})

test('the count sees through import: the starter as an ES module is counted too', async () => {
  const esm = await countFor(variants.esmStarter())
  assert.strictEqual(esm.params.perRequest, 13)
  assert.match(esm.params.site, /^plugins\/audit\.mjs:\d+$/)
})

test('the bonus the obvious way, request.events: hapi\'s own per-request Podium is counted and named', async (t) => {
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const result = await runCli(['verify', variants.requestEventsTrap()], { home })
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(result.stdout.includes(`✓ ${messagePiece('en', 'exercises.hapi-podium.checks.bonus_aborted')}`), 'the bonus itself works')
  assert.ok(result.stdout.includes(messagePiece('en', 'exercises.hapi-podium.checks.validations_per_request')), result.output)
  assert.match(result.stdout, /still runs 4 schema validations/)
  assert.match(result.stdout, /@hapi\/hapi\/lib\/request\.js:\d+ ← plugins\/audit\.js:\d+/)
  await assertNothingLeft(t, result)
})

test('the bonus check: an aborted count that never counts fails, and says so', async (t) => {
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const result = await runCli(['verify', variants.abortedNeverCounted()], { home })
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(result.stdout.includes(messagePiece('en', 'exercises.hapi-podium.checks.aborted_count')), result.output)
  await assertNothingLeft(t, result)
})

test('the counter answers nothing to a server started without it, and the check says so', async () => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-test-'))
  const file = path.join(ROOT, 'solutions', exercise.folder, 'server.js')
  const server = await startServer({ file }) // no preload, no socket
  try {
    const result = await exercise.spec.checks[0].run({ exercise, file, tmpDir, server })
    assert.deepStrictEqual(result, { ok: false, key: 'counter_missing' })
  } finally {
    await server.stop()
    fs.rmSync(tmpDir, { recursive: true, force: true })
  }
})
