'use strict'
// 03-cache-json: the verdicts, and the two ways a cache goes wrong, through the real CLI.
const test = require('node:test')
const assert = require('node:assert')
const path = require('node:path')
const { verdictTests, verifyWith, assertSays } = require('./verdicts')
const { messagePiece, ROOT } = require('../helpers')

// The starter serialises the catalogue on every GET: the JSON.stringify count says so, before
// any benchmark.
verdictTests({ id: 'cache-json', reason: 'exercises.cache-json.checks.stringify_per_get', langs: ['ko'] })

const fixture = (name) => path.join(ROOT, 'test', 'fixtures', '03-cache-json', name)

test('03-cache-json: a cache never rebuilt after a POST fails as stale', async (t) => {
  const result = await verifyWith(t, { id: 'cache-json', file: fixture('stale-cache.js'), lang: 'zh-cn' })
  assert.strictEqual(result.code, 1, result.output)
  assertSays(result, 'zh-cn', 'exercises.cache-json.checks.stale')
  assert.ok(!result.stdout.includes(messagePiece('zh-cn', 'speed.summary')), 'no speed check after a functional failure')
})

test('03-cache-json: a Content-Length counted in characters fails, and says so', async (t) => {
  const result = await verifyWith(t, { id: 'cache-json', file: fixture('length-in-characters.js') })
  assert.strictEqual(result.code, 1, result.output)
  assertSays(result, 'en', 'exercises.cache-json.checks.content_length_wrong')
})
