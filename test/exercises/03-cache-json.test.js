'use strict'
// 03-cache-json: the verdicts, and the two ways a cache goes wrong, through the real CLI.
const test = require('node:test')
const assert = require('node:assert')
const path = require('node:path')
const { verdictTests } = require('./verdicts')
const { runCli, freshHome, selectExercise, assertNothingLeft, messagePiece, ROOT } = require('../helpers')
const { findExercise } = require('../../lib/exercises')

// The starter is correct, only slow: it fails the speed check.
verdictTests({ id: 'cache-json', reason: 'verdict.fail_speed', langs: ['en', 'ko'] })

const exercise = findExercise('cache-json')
const fixture = (name) => path.join(ROOT, 'test', 'fixtures', '03-cache-json', name)

async function verifyFixture (t, name, lang) {
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const result = await runCli(['verify', fixture(name), '--lang', lang], { home })
  await assertNothingLeft(t, result)
  return result
}

test('03-cache-json: a cache never rebuilt after a POST fails as stale', async (t) => {
  const result = await verifyFixture(t, 'stale-cache.js', 'zh-cn')
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(result.stdout.includes(messagePiece('zh-cn', 'exercises.cache-json.checks.stale')), result.output)
  assert.ok(!result.stdout.includes(messagePiece('zh-cn', 'speed.summary')), 'no speed check after a functional failure')
})

test('03-cache-json: a Content-Length counted in characters fails, and says so', async (t) => {
  const result = await verifyFixture(t, 'length-in-characters.js', 'en')
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(result.stdout.includes(messagePiece('en', 'exercises.cache-json.checks.content_length_wrong')), result.output)
})
