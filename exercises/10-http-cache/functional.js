'use strict'
// Functional checks for 10-http-cache, run in order against the learner's server (started with
// NODE_ENV=production): the catalogue as before, with a strong ETag and Cache-Control: no-cache;
// 304 Not Modified exactly when If-None-Match matches (RFC 9110: weak comparison, lists, "*",
// HEAD too), without a body; a new ETag after every change, and never stale data.
const test = require('node:test')
const assert = require('node:assert')
const { isDeepStrictEqual } = require('node:util')
const { rawRequest, request, t, differenceFrom, shortJson } = require('../../lib/kit/check-kit')
const { startingCatalog } = require('./expected')

const expected = startingCatalog()
const JSON_HEADERS = { 'content-type': 'application/json' }
// A 304 is a status line and a few headers: far less than this, and nothing of the 500 KB.
const HEAD_ONLY_BYTES = 2048

// GET (or HEAD) /catalog on the wire, with the given request headers.
function catalogRequest (headers = {}, method = 'GET') {
  return rawRequest('/catalog', { method, headers })
}

// A full answer: 200, the current catalogue as JSON, a strong ETag and Cache-Control: no-cache.
async function getFull (headers, what) {
  const res = await catalogRequest(headers)
  assertFull(res, what)
  return res
}

function assertFull (res, what) {
  assert.strictEqual(res.status, 200, t('full_status', { status: res.status, what }))
  let served
  try {
    served = JSON.parse(res.body.toString('utf8'))
  } catch {
    assert.fail(t('catalog_not_json', { what, start: shortJson(res.body.toString('utf8', 0, 80)) }))
  }
  if (!isDeepStrictEqual(served, expected)) assert.fail(t('catalog_differs', { what, difference: differenceFrom(expected, served) }))
  if (!headersFailed) assertHeaders(res, what)
}

// The headers of a full answer (its Content-Type, ETag and Cache-Control) are judged by the first
// check; after it failed on them, the others revalidate with what the server sent and say nothing
// more about them (a weak ETag is one ✗, not one per check).
let headersFailed = false
function assertHeaders (res, what) {
  try {
    const type = res.headers['content-type']
    assert.ok(type, t('content_type_missing', { what }))
    assert.ok(/^application\/json\s*(;|$)/i.test(type), t('content_type', { what, found: type }))
    assertStrongNoCache(res)
  } catch (error) {
    headersFailed = true
    throw error
  }
}

function assertStrongNoCache (res) {
  const etag = res.headers.etag
  assert.ok(etag, t('etag_missing'))
  assert.ok(!/^W\//.test(etag), t('etag_weak', { etag }))
  assert.match(etag, /^"[\x21\x23-\x7e\x80-\xff]*"$/, t('etag_syntax', { etag }))
  const cacheControl = res.headers['cache-control']
  assert.ok(cacheControl, t('cache_control_missing'))
  assert.ok(/(^|,)\s*no-cache\s*(,|$)/i.test(cacheControl) && !/no-store/i.test(cacheControl),
    t('cache_control', { found: cacheControl }))
}

async function assertNotModified (headers, etag, what, method = 'GET') {
  const res = await catalogRequest(headers, method)
  assert.strictEqual(res.status, 304, t('not_modified_status', { status: res.status, what }))
  assert.ok(res.bytes < HEAD_ONLY_BYTES, t('body_on_304', { bytes: res.bytes, what }))
  assertSameEtag(res, etag, what)
  assertSameCacheControl(res, what)
}

// A 304 carries the Cache-Control the whole catalogue carries (RFC 9110, 15.4.5): a client that
// revalidated keeps its copy under the same rules. A missing one is named as missing.
function assertSameCacheControl (res, what) {
  const found = res.headers['cache-control']
  assert.ok(found, t('cache_control_missing_on_304', { what, expected: catalogCacheControl }))
  assert.strictEqual(found, catalogCacheControl, t('cache_control_on_304', { what, found, expected: catalogCacheControl }))
}

// The answer carries the current ETag; a missing one is named as missing.
function assertSameEtag (res, etag, what) {
  assert.ok(res.headers.etag, t('etag_missing_on', { what }))
  assert.strictEqual(res.headers.etag, etag, t('etag_on_304', { found: res.headers.etag, what }))
}

let current = null // the ETag of the catalogue as it is now
let catalogCacheControl = null // the Cache-Control the whole catalogue carries

test(t('serves_catalog'), async () => {
  const res = await catalogRequest()
  // Kept before it is judged: the checks after this one revalidate with the ETag the server sent.
  current = res.headers.etag || null
  catalogCacheControl = res.headers['cache-control']
  assertFull(res, 'GET /catalog')
  const again = await getFull({}, 'GET /catalog')
  assert.strictEqual(again.headers.etag, current, t('etag_unstable', { first: current, second: again.headers.etag }))
})

test(t('revalidates'), async () => {
  needEtag()
  await assertNotModified({ 'If-None-Match': current }, current, `If-None-Match: ${current}`)
  const weak = `W/${opaque(current)}`
  await assertNotModified({ 'If-None-Match': weak }, current, `If-None-Match: ${weak}`)
  // A list, with and without the optional space after each comma (RFC 9110, 5.6.1).
  for (const list of [`"an-older-one", ${current}`, `"an-older-one",${current}`]) {
    await assertNotModified({ 'If-None-Match': list }, current, `If-None-Match: ${list}`)
  }
  await assertNotModified({ 'If-None-Match': '*' }, current, 'If-None-Match: *')
  await assertNotModified({ 'If-None-Match': current }, current, `HEAD + If-None-Match: ${current}`, 'HEAD')
})

// The tests after the first revalidate with the catalogue's ETag: without one, they say so rather
// than send If-None-Match: null.
const needEtag = () => assert.ok(current, t('etag_missing'))
// A tag without its W/ (a weak ETag is judged by the first check alone).
const opaque = (tag) => tag.replace(/^W\//, '')

test(t('only_on_match'), async () => {
  needEtag()
  await getFull({ 'If-None-Match': '"an-older-one"' }, 'If-None-Match: "an-older-one"')
  const other = `"x${opaque(current).slice(1)}`
  await getFull({ 'If-None-Match': other }, `If-None-Match: ${other}`)
  const head = await catalogRequest({}, 'HEAD')
  assert.strictEqual(head.status, 200, t('full_status', { status: head.status, what: 'HEAD /catalog' }))
  assertSameEtag(head, current, 'HEAD /catalog')
})

test(t('new_etag_after_change'), async () => {
  needEtag()
  const seen = new Set([current])
  for (const price of [99.5, 89.5]) {
    const item = { ...expected.items[1], price }
    const posted = await request('/catalog/items', { method: 'POST', headers: JSON_HEADERS, body: item })
    assert.ok(posted.status >= 200 && posted.status < 300, t('post_failed', { status: posted.status, id: item.id }))
    expected.items[1] = item
    // The app's copy is the old one: it must get the new catalogue, not a 304.
    const res = await catalogRequest({ 'If-None-Match': current })
    assert.notStrictEqual(res.status, 304, t('stale', { id: item.id }))
    await getFull({ 'If-None-Match': current }, `If-None-Match: ${current}`)
    const fresh = res.headers.etag
    assert.ok(fresh, t('etag_missing'))
    assert.ok(!seen.has(fresh), t('etag_same_after_change', { id: item.id, etag: fresh }))
    seen.add(fresh)
    current = fresh
    await assertNotModified({ 'If-None-Match': current }, current, `If-None-Match: ${current}`)
  }
})

test(t('rejects_bad_posts'), async () => {
  const invalid = await request('/catalog/items', { method: 'POST', headers: JSON_HEADERS, body: { id: 'AO-10003', name: 'Free tent', price: 'cheap' } })
  assert.strictEqual(invalid.status, 400, t('invalid_status', { status: invalid.status }))
  needEtag()
  await assertNotModified({ 'If-None-Match': current }, current, `If-None-Match: ${current}`)
})

// The answers to POST stay the starter's: 200 and the product for a change, 201 and the product
// for a new one (judged here alone; the checks above need only that a change succeeded).
test(t('post_answers'), async () => {
  const changed = { ...expected.items[2], price: 79.5 }
  const added = { id: 'AO-20001', name: 'Trail stove', price: 59.9 }
  for (const [item, status] of [[changed, 200], [added, 201]]) {
    const posted = await request('/catalog/items', { method: 'POST', headers: JSON_HEADERS, body: item })
    assert.strictEqual(posted.status, status, t('post_status', { id: item.id, status: posted.status, expected: status }))
    const text = posted.body.toString('utf8')
    let answered
    try {
      answered = JSON.parse(text)
    } catch {}
    assert.ok(isDeepStrictEqual(answered, item), t('post_body', { id: item.id, found: answered === undefined ? shortJson(text) : shortJson(answered) }))
  }
  expected.items[2] = changed
  expected.items.push(added)
  await getFull({}, 'GET /catalog')
})
