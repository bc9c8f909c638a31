'use strict'
// Functional checks for 13-worker-pool: the same statistics as the starter, the same answers for
// an unknown track and a damaged recording, and /health.
const test = require('node:test')
const assert = require('node:assert')
const { request, t, differenceFrom, shortJson } = require('../../lib/kit/check-kit')
const { statsPath, trackStats } = require('./expected')

test(t('stats_same'), async () => {
  for (const id of [7, 2024]) {
    const res = await request(statsPath(id))
    assert.strictEqual(res.status, 200, t('stats_status', { id, status: res.status }))
    const type = res.headers['content-type']
    assert.ok(type, t('stats_type_missing', { id }))
    assert.match(type, /^application\/json/, t('stats_type', { id, type }))
    const difference = differenceFrom(trackStats(id), res.json())
    if (difference) assert.fail(t('stats_body', { id, difference }))
  }
})

test(t('unknown_404'), async () => {
  for (const id of ['0', '1000000', 'everest']) {
    const res = await request(statsPath(id))
    assert.strictEqual(res.status, 404, t('unknown_status', { id, status: res.status }))
    assert.deepStrictEqual(res.json(), { error: 'no such track' }, t('unknown_body', { id, found: shortJson(res.json()) }))
  }
})

test(t('damaged_500'), async () => {
  const res = await request(statsPath(113))
  assert.strictEqual(res.status, 500, t('damaged_status', { status: res.status }))
})

test(t('health_ok'), async () => {
  const res = await request('/health')
  assert.ok(res.status === 200 && res.text() === 'ok', t('health_body', { status: res.status, body: shortJson(res.text()) }))
})
