'use strict'
// Functional checks for 12-n-plus-one, against the learner's server: the same answers as the
// starter for customers with no order, one, a dozen and the most orders (computed from the shop's
// rows in expected.js), and 404 for ids of no customer.
const test = require('node:test')
const assert = require('node:assert')
const { isDeepStrictEqual } = require('node:util')
const { request, t, differenceFrom } = require('../../lib/kit/check-kit')
const { ordersAnswer, ordersPath, COMPARED, UNKNOWN, REQUEST_TIMEOUT_MS } = require('./expected')

// The first place where an answer differs from the expected one, with both values, in words a
// learner can act on.
function firstDifference (actual, wanted) {
  if (!actual || typeof actual !== 'object' || !Array.isArray(actual.orders)) return t('diff_shape')
  if (!isDeepStrictEqual(actual.customer, wanted.customer)) return t('diff_customer', { difference: differenceFrom({ customer: wanted.customer }, { customer: actual.customer }) })
  if (actual.orders.length !== wanted.orders.length) return t('diff_count', { found: actual.orders.length, expected: wanted.orders.length })
  for (let i = 0; i < wanted.orders.length; i++) {
    const [mine, theirs] = [actual.orders[i], wanted.orders[i]]
    if (isDeepStrictEqual(mine, theirs)) continue
    return t('diff_order', { position: i + 1, id: theirs.id, difference: differenceFrom(theirs, mine, 'order') })
  }
  return t('diff_shape')
}

test(t('same_orders'), async () => {
  for (const id of COMPARED) {
    const path = ordersPath(id)
    const res = await request(path, { timeoutMs: REQUEST_TIMEOUT_MS })
    assert.strictEqual(res.status, 200, t('orders_status', { path, status: res.status }))
    const type = res.headers['content-type']
    assert.ok(type, t('content_type_missing', { path }))
    assert.match(type, /^application\/json\b/i, t('content_type', { path, found: type }))
    const wanted = ordersAnswer(id)
    const served = res.json()
    if (!isDeepStrictEqual(served, wanted)) assert.fail(t('orders_differ', { path, where: firstDifference(served, wanted) }))
  }
})

test(t('unknown_customers'), async () => {
  for (const id of UNKNOWN) {
    const path = ordersPath(id)
    const res = await request(path, { timeoutMs: REQUEST_TIMEOUT_MS })
    assert.strictEqual(res.status, 404, t('unknown_status', { path, status: res.status }))
  }
})
