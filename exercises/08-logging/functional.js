'use strict'
// Functional checks for 08-logging: the order service answers as before.
const test = require('node:test')
const assert = require('node:assert')
const { request, t } = require('../../lib/kit/check-kit')
const orders = require('./starter/data/orders.json')

test(t('orders_same'), async () => {
  const list = await request('/api/orders')
  assert.strictEqual(list.status, 200, t('orders_status', { path: '/api/orders', status: list.status }))
  assert.deepStrictEqual(list.json(), orders.map(({ id, status, total }) => ({ id, status, total })), t('orders_body', { path: '/api/orders' }))
  const one = await request('/api/orders/1003')
  assert.strictEqual(one.status, 200, t('orders_status', { path: '/api/orders/1003', status: one.status }))
  assert.deepStrictEqual(one.json(), orders[2], t('orders_body', { path: '/api/orders/1003' }))
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
  assert.deepStrictEqual(body, { error: 'no such order' }, t('unknown_body'))
})
