'use strict'
// Functional checks for 07-no-sync: the same answers, byte for byte, as the starter.
const test = require('node:test')
const assert = require('node:assert')
const { request, t, shortJson } = require('../../lib/kit/check-kit')
const { MAP_KEY, mapText } = require('./expected')

test(t('map_same'), async () => {
  const res = await request(`/api/map?key=${MAP_KEY}`)
  assert.strictEqual(res.status, 200, t('map_status', { status: res.status }))
  const type = res.headers['content-type']
  assert.ok(type !== undefined, t('map_type_missing'))
  assert.match(type, /^application\/geo\+json/, t('map_type', { type }))
  assert.ok(res.body.equals(Buffer.from(mapText)), t('map_body', { bytes: res.body.length, expected: Buffer.byteLength(mapText) }))
})

test(t('key_rejected'), async () => {
  for (const key of ['wrong-key', '']) {
    const res = await request(`/api/map?key=${encodeURIComponent(key)}`)
    assert.strictEqual(res.status, 403, t('key_status', { status: res.status }))
    // Any other body (not JSON at all, such as Express's "Forbidden") gets the same sentence.
    let body
    try {
      body = res.json()
    } catch {
      body = res.text()
    }
    assert.deepStrictEqual(body, { error: 'unknown access key' }, t('key_body', { found: shortJson(body) }))
  }
})

test(t('health_ok'), async () => {
  const res = await request('/health')
  assert.ok(res.status === 200 && res.text() === 'ok', t('health_body', { status: res.status, body: shortJson(res.text()) }))
})
