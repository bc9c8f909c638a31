'use strict'
// Functional checks for 02-node-env, run against the learner's server started with
// NODE_ENV=production APP_ENV=staging.
const test = require('node:test')
const assert = require('node:assert')
const { request, t, shortJson } = require('../../lib/kit/check-kit')
const products = require('./starter/data/products.json')
const staging = require('./starter/config/staging.json')

test(t('page_renders'), async () => {
  const res = await request('/')
  assert.strictEqual(res.status, 200, t('page_status', { status: res.status }))
  const html = res.text()
  const missing = products.filter((p) => !html.includes(`<h2>${p.name}</h2>`) || !html.includes(`${p.price.toFixed(2)} ${staging.currency}`))
  if (missing.length > 0) assert.fail(t('page_products', { count: missing.length, example: missing[0].name }))
  const positions = products.map((p) => html.indexOf(`id="product-${p.id}"`))
  const early = positions.findIndex((at, i) => i > 0 && at < positions[i - 1])
  if (early > 0) assert.fail(t('page_order', { product: products[early].name, position: early + 1, before: products[early - 1].name }))
})

test(t('staging_config'), async () => {
  const info = (await request('/api/info')).json()
  if (info.environment === undefined || info.apiBase === undefined) assert.fail(t('info_shape', { found: shortJson(info) }))
  if (info.environment !== staging.name) assert.fail(t('wrong_config', { found: info.environment }))
  if (info.apiBase !== staging.apiBase) assert.fail(t('config_values', { found: info.apiBase }))
  // A page that does not render is reported once, by the check of the page.
  const page = await request('/')
  if (page.status !== 200) return
  const html = page.text()
  const missing = [`<title>${staging.siteName}</title>`, staging.banner].find((piece) => !html.includes(piece))
  if (missing) assert.fail(t('page_config', { missing: shortJson(missing) }))
})

test(t('errors_hidden'), async () => {
  const res = await request('/api/checkout')
  assert.strictEqual(res.status, 500, t('error_status', { status: res.status }))
  const body = res.text()
  const leak = /\n\s+at .+:\d+:\d+/.exec(body) || /[^\n]*(node_modules|server\.js)[^\n]*/.exec(body)
  if (leak) assert.fail(t('stack_leak', { line: shortJson(leak[0].trim()) }))
})
