'use strict'
// Functional checks for 11-memory-leak: the same cards as the starter builds, whatever the
// tracking parameters, the same card again when asked again, and 404 for unknown products.
const test = require('node:test')
const assert = require('node:assert')
const { request, t, differenceFrom, shortJson } = require('../../lib/kit/check-kit')
const { productById } = require('./starter/products')
const { renderCard } = require('./starter/card')

const cardOf = (id) => renderCard(productById(id))

async function assertCard (path, id) {
  const res = await request(path)
  // A known variant: a WeakMap keyed by the URL throws on set() (its keys must be objects).
  assert.notStrictEqual(res.status, 500, t('status_500', { request: `GET ${path}` }))
  assert.strictEqual(res.status, 200, t('status', { request: `GET ${path}`, expected: 200, status: res.status }))
  const type = res.headers['content-type']
  assert.ok(type, t('html_missing', { request: `GET ${path}` }))
  assert.ok(type.startsWith('text/html'), t('html', { request: `GET ${path}`, found: shortJson(type) }))
  const card = cardOf(id)
  if (res.text() !== card) assert.fail(t('card_differs', { request: `GET ${path}`, id, difference: differenceFrom(card, res.text(), 'card') }))
}

test(t('cards_answer'), async () => {
  for (const id of [1, 42, 200, 201, 77777, 100000]) await assertCard(`/products/${id}`, id)
})

test(t('cards_ignore_tracking'), async () => {
  for (const path of ['/products/7?ref=newsletter&session=a1', '/products/7?ref=ad&session=b2', '/products/7', '/products/9?session=a1']) {
    await assertCard(path, Number(/\/products\/(\d+)/.exec(path)[1]))
  }
})

test(t('unknown_products'), async () => {
  for (const path of ['/products/0', '/products/100001', '/products/abc?ref=x']) {
    const res = await request(path)
    assert.strictEqual(res.status, 404, t('status', { request: `GET ${path}`, expected: 404, status: res.status }))
  }
})
