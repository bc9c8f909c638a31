'use strict'
// Functional checks for 08-logging: the order service answers as before.
const test = require('node:test')
const assert = require('node:assert')
const { request, t, differenceFrom, shortJson } = require('../../lib/kit/check-kit')
const orders = require('./starter/data/orders.json')

// The starter's JSON, else the first place where the answer differs, with both values.
function sameJson (found, expected, path) {
  const difference = differenceFrom(expected, found)
  if (difference) assert.fail(t('orders_body', { path, difference }))
}

test(t('orders_same'), async () => {
  const list = await request('/api/orders')
  assert.strictEqual(list.status, 200, t('orders_status', { path: '/api/orders', status: list.status }))
  sameJson(list.json(), orders.map(({ id, status, total }) => ({ id, status, total })), '/api/orders')
  const one = await request('/api/orders/1003')
  assert.strictEqual(one.status, 200, t('orders_status', { path: '/api/orders/1003', status: one.status }))
  sameJson(one.json(), orders[2], '/api/orders/1003')
})

test(t('unknown_order'), async () => {
  const res = await request('/api/orders/9999')
  assert.strictEqual(res.status, 404, t('unknown_status', { status: res.status }))
  let body
  try {
    body = res.json()
  } catch {
    body = res.text()
  }
  assert.deepStrictEqual(body, { error: 'no such order' }, t('unknown_body', { found: shortJson(body) }))
})
