'use strict'
// 10-http-cache: the verdicts through the real CLI. The half-fixes the checks must catch are the
// catalogue's entries (test/learners/10-http-cache/), run by test/learners.test.js.
const { verdictTests, verifyWith } = require('./verdicts')

// The starter sends no validator at all: the first functional check says so.
verdictTests({ id: 'http-cache', reason: 'exercises.http-cache.checks.etag_missing', langs: ['ko'] })

// A server that stops answering during the deterministic checks gets the kit's sentence about it
// (the learner's problem), never "something went wrong inside the workshop".
const test = require('node:test')
const assert = require('node:assert')
const http = require('node:http')
const { checks } = require('../../exercises/10-http-cache/checks')

test('10-http-cache: a server gone during the checks is reported as the learner\'s, in words', async () => {
  const t = (key, params) => `${key} ${JSON.stringify(params)}`
  for (const check of checks) {
    const result = await check.run({ server: { url: 'http://127.0.0.1:1', ended: async () => {} }, t, tmpDir: '/nonexistent' })
    assert.strictEqual(result.ok, false)
    assert.strictEqual(result.key, 'unanswered')
    assert.match(result.params.detail, /^kit\.refused /)
  }
})

// `run` makes every check: on a server with no ETag (the starter), the revalidation check has
// nothing to revalidate with, and says that, not "20 revalidations hashed nothing".
test('10-http-cache: with no ETag, the revalidation check FAILs for the missing ETag, not a PASS for hashing nothing', async (t) => {
  const server = http.createServer((req, res) => res.end('{"version":1,"items":[]}'))
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.after(() => server.close())
  const say = (key, params) => `${key} ${JSON.stringify(params)}`
  const result = await checks[1].run({ server: { url: `http://127.0.0.1:${server.address().port}`, ended: async () => {} }, t: say, tmpDir: '/nonexistent' })
  assert.deepStrictEqual([result.ok, result.key], [false, 'etag_missing'])
})

// A fault of the catalogue's headers is one ✗: the checks after the first revalidate with the ETag
// the server sent, and say nothing more of its headers (each once said "answered without an ETag
// header" about a server that sent one).
test('10-http-cache: Cache-Control max-age=3600 is one ✗, the first check\'s; the others revalidate with the ETag sent', async (t) => {
  const { allEntries, prepareEntry } = require('../learners')
  const { messagePiece } = require('../helpers')
  const entry = allEntries().find((e) => e.exercise.id === 'http-cache' && e.name === 'max-age')
  const { file, cleanup } = prepareEntry(entry)
  t.after(cleanup)
  const result = await verifyWith(t, { id: 'http-cache', file })
  assert.strictEqual(result.code, 1, result.output)
  const marked = result.stdout.split('\n').filter((line) => line.trim().startsWith('✗'))
  assert.deepStrictEqual(marked.map((line) => line.trim()), [`✗ ${messagePiece('en', 'exercises.http-cache.checks.serves_catalog')}`], result.output)
  assert.ok(result.stdout.includes('max-age=3600'), result.output)
  assert.ok(!result.stdout.includes(messagePiece('en', 'exercises.http-cache.checks.etag_missing')), result.output)
})
