'use strict'
// 08-logging: verdicts, a logger that loses its buffer at SIGTERM, and the line judge itself.
const test = require('node:test')
const assert = require('node:assert')
const { verdictTests, assertFixtureFails } = require('./verdicts')
const { judgeLines, plannedRequests } = require('../../exercises/08-logging/checks')

// The starter logs every line correctly, but with a synchronous write each: the count says so.
verdictTests({ id: 'logging', reason: 'exercises.logging.checks.log_sync', langs: ['ko'] })

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
  // A url without its query string (req.path) is a wrong url, not a lost line.
  const pathOnly = judgeLines(`${line(urls[0].split('?')[0])}\n${line(urls[1])}`, sent)
  assert.deepStrictEqual([pathOnly.key, pathOnly.params.field, pathOnly.params.url], ['log_field', 'url', urls[0]])
})

// The shapes real loggers write, as they write them by default (pino-http 11, winston 3's
// json() with and without timestamp(), bunyan 2 with its std serializers).
test('08-logging: the line judge accepts pino-http, winston and bunyan lines, and names the names it looked for', () => {
  const [url] = plannedRequests()
  const sent = new Map([[url, { status: 200 }]])
  const pinoHttp = { level: 30, time: Date.now(), pid: 1, hostname: 'h', req: { id: 1, method: 'GET', url, query: {}, headers: {} }, res: { statusCode: 200, headers: {} }, responseTime: 2, msg: 'request completed' }
  const winston = { level: 'info', message: 'request', method: 'GET', url, status: 200, ms: 1.5, timestamp: new Date().toISOString() }
  const bunyan = { name: 'orders', hostname: 'h', pid: 1, level: 30, req: { method: 'GET', url, headers: {} }, res: { statusCode: 200 }, duration: 1.2, msg: 'request', time: new Date().toISOString(), v: 0 }
  for (const shape of [pinoHttp, winston, bunyan]) assert.strictEqual(judgeLines(JSON.stringify(shape), sent), null, JSON.stringify(shape))
  const { timestamp, ...noTimestamp } = winston
  const result = judgeLines(JSON.stringify(noTimestamp), sent)
  assert.strictEqual(result.params.field, 'time')
  assert.strictEqual(result.params.names, 'time, timestamp')
})
