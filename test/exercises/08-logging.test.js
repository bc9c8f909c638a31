'use strict'
// 08-logging: verdicts, a logger that loses its buffer at SIGTERM, and the line judge itself.
const test = require('node:test')
const assert = require('node:assert')
const { verdictTests, assertFixtureFails } = require('./verdicts')
const { judgeLines, plannedRequests } = require('../../exercises/08-logging/checks')

// The starter logs every line correctly, only slowly.
verdictTests({ id: 'logging', reason: 'verdict.fail_speed', langs: ['ko'] })

test('08-logging: pino without a flush at SIGTERM loses lines, and FAILs saying so', async (t) => {
  await assertFixtureFails(t, { id: 'logging', file: 'no-flush.js', reason: 'exercises.logging.checks.log_lost' })
})

test('08-logging: the line judge accepts the stated fields and names what is wrong', () => {
  const urls = plannedRequests().slice(0, 2)
  const sent = new Map(urls.map((url) => [url, { status: 200 }]))
  const line = (url, extra = {}) => JSON.stringify({ level: 30, time: Date.now(), msg: 'request', method: 'GET', url, status: 200, ms: 0.4, ...extra })
  assert.strictEqual(judgeLines(urls.map((url) => line(url)).join('\n') + '\n', sent), null)
  assert.strictEqual(judgeLines(`{"msg":"listening"}\n${line(urls[0], { time: new Date().toISOString() })}\n${line(urls[1])}`, sent), null)
  assert.strictEqual(judgeLines(line(urls[0]), sent).key, 'log_lost')
  assert.strictEqual(judgeLines(`${line(urls[0])}\n${line(urls[0])}\n${line(urls[1])}`, sent).key, 'log_duplicate')
  assert.strictEqual(judgeLines(`${line(urls[0], { status: 500 })}\n${line(urls[1])}`, sent).params.field, 'status')
  assert.strictEqual(judgeLines(`${line(urls[0], { ms: '3' })}\n${line(urls[1])}`, sent).params.field, 'ms')
  assert.strictEqual(judgeLines(`${line(urls[0], { time: 'yesterday' })}\n${line(urls[1])}`, sent).params.field, 'time')
  assert.strictEqual(judgeLines(`[2017-03-03 14:00] GET ${urls[0]}\n${line(urls[1])}`, sent).key, 'log_not_json')
})
