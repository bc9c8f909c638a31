'use strict'
// Functional checks for 03-cache-json, run in order against the learner's server (started with
// NODE_ENV=production). They change the catalogue the way the back office does and expect
// every GET /catalog to serve exactly the current data: a cache may never be stale.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { isDeepStrictEqual } = require('node:util')
const { request, rawRequest, t, differenceFrom, shortJson } = require('../../lib/kit/check-kit')

// What the catalogue holds now, as far as the checks know: the starter's data plus our changes.
const expected = JSON.parse(fs.readFileSync(path.join(__dirname, 'starter', 'data', 'catalog.json'), 'utf8'))
const JSON_HEADERS = { 'content-type': 'application/json' }

// GET /catalog on the wire: status, headers and the exact bytes, then the parsed body.
async function getCatalog () {
  const res = await rawRequest('/catalog')
  assert.strictEqual(res.status, 200, t('catalog_status', { status: res.status }))
  const type = res.headers['content-type'] || ''
  assert.ok(type, t('content_type_missing'))
  assert.match(type, /^application\/json\b/i, t('content_type', { found: type }))
  const declared = res.headers['content-length']
  assert.ok(declared !== undefined, t('content_length_missing'))
  assert.strictEqual(Number(declared), res.body.length, t('content_length_wrong', { declared, sent: res.body.length }))
  try {
    return JSON.parse(res.body.toString('utf8'))
  } catch {
    assert.fail(t('catalog_not_json', { start: shortJson(res.body.toString('utf8', 0, 80)) }))
  }
}

// The first place where two catalogues differ, with both values, in words a learner can act on.
function firstDifference (actual, wanted) {
  if (!actual || typeof actual !== 'object' || !Array.isArray(actual.items)) return t('diff_shape')
  for (const key of Object.keys(wanted)) {
    if (key !== 'items' && !isDeepStrictEqual(actual[key], wanted[key])) return t('diff_field', { difference: differenceFrom(wanted[key], actual[key], key) })
  }
  const count = Math.max(actual.items.length, wanted.items.length)
  for (let i = 0; i < count; i++) {
    if (!isDeepStrictEqual(actual.items[i], wanted.items[i])) {
      const item = wanted.items[i] || actual.items[i]
      return t('diff_item', { position: i + 1, id: String(item && item.id), difference: differenceFrom(wanted.items[i], actual.items[i], 'product') })
    }
  }
  return t('diff_field', { difference: differenceFrom(wanted, actual) })
}

function assertServes (actual, wanted, key, params = {}) {
  if (!isDeepStrictEqual(actual, wanted)) assert.fail(t(key, { ...params, where: firstDifference(actual, wanted) }))
}

// POSTs a product and checks that the next GET serves it (and not the catalogue from before).
async function postAndCheck (item) {
  const before = structuredClone(expected)
  const res = await request('/catalog/items', { method: 'POST', headers: JSON_HEADERS, body: item })
  assert.ok(res.status >= 200 && res.status < 300, t('post_status', { status: res.status, id: item.id }))
  const at = expected.items.findIndex((entry) => entry.id === item.id)
  if (at === -1) expected.items.push(item)
  else expected.items[at] = item
  const served = await getCatalog()
  if (isDeepStrictEqual(served, before)) assert.fail(t('stale', { id: item.id }))
  assertServes(served, expected, 'differs_after_post', { id: item.id })
}

test(t('serves_catalog'), async () => {
  assertServes(await getCatalog(), expected, 'catalog_differs')
})

test(t('serves_changes'), async () => {
  const original = expected.items[1]
  // Longer names with more multi-byte characters: the body grows by more bytes than characters.
  await postAndCheck({
    ...original,
    name: `${original.name} – Édition Été`,
    names: { 'zh-cn': `${original.names['zh-cn']} 夏季版`, ko: `${original.names.ko} 여름 에디션` },
    price: 99.5
  })
  // A second change to the same product: a cache rebuilt only once is still stale here.
  await postAndCheck({ ...expected.items[1], price: 89.5, stock: 0 })
})

test(t('serves_additions'), async () => {
  await postAndCheck({
    id: 'AO-99001',
    name: 'Søndre Bivvy Bag 1',
    names: { 'zh-cn': 'Søndre 露营袋 1', ko: 'Søndre 비비색 1' },
    category: 'tents',
    price: 129,
    stock: 12
  })
})

test(t('rejects_bad_posts'), async () => {
  const malformed = await request('/catalog/items', { method: 'POST', headers: JSON_HEADERS, body: '{"id": "AO-10003", "price": ' })
  assert.strictEqual(malformed.status, 400, t('malformed_status', { status: malformed.status }))
  const stack = /\n\s+at .+:\d+:\d+/.exec(malformed.text())
  if (stack) assert.fail(t('malformed_stack', { line: shortJson(stack[0].trim()) }))
  const invalid = await request('/catalog/items', { method: 'POST', headers: JSON_HEADERS, body: { id: 'AO-10003', name: 'Free tent', price: 'cheap' } })
  assert.strictEqual(invalid.status, 400, t('invalid_status', { status: invalid.status }))
  assertServes(await getCatalog(), expected, 'bad_post_changed')
})
