'use strict'
// The deterministic checks of 10-http-cache, on the learner's running server:
// 1. a simulated mobile app starts APP_STARTS times with the copy it kept, while the back office
//    changes the catalogue now and then: it must never show stale data and receive at most
//    MAX_BYTES_SHARE of the bytes the starter sends it (every byte on the wire counted);
// 2. revalidations hash nothing: an ETag computed per response (Express's own, or a hand-made
//    one) hashes the whole body on every request, counted inside the server by preload.js.
const { isDeepStrictEqual } = require('node:util')
const { rawRequest, unansweredCheck, askCounter, firstDifference, describeDifference } = require('../../lib/kit')
const { socketPathIn, APP_STARTS, CHANGE_EVERY, MAX_BYTES_SHARE } = require('./expected')

const REVALIDATIONS = 20
const TIMEOUT_MS = 5000

// One request of the checks; a server that does not answer ends the check with the kit's sentence
// for it (unansweredCheck), not with an error of the workshop.
function send (ctx, options) {
  return rawRequest(ctx.server.url, { ...options, timeoutMs: TIMEOUT_MS })
}

// A change the back office makes: the price of the n-th product, so every change is new data.
async function changeProduct (ctx, catalog, n) {
  const item = { ...catalog.items[n % catalog.items.length], price: 1000 + n }
  catalog.items[n % catalog.items.length] = item
  const res = await send(ctx, {
    method: 'POST',
    path: '/catalog/items',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(item)
  })
  return res.status
}

async function simulatedApp (ctx) {
  // The catalogue as the server holds it now: the functional checks changed it already, and
  // checked it; the app's first download (it has no copy yet) is the reference from there on.
  let catalog = null
  let kept = null // { etag, version } of the copy the app holds
  let version = 0 // how many changes the back office made
  let bytes = 0
  let fullBytes = 0 // the size of one full answer: what the starter sends on every start
  let downloads = 0
  for (let start = 1; start <= APP_STARTS; start++) {
    if (catalog && start % CHANGE_EVERY === CHANGE_EVERY / 2) {
      const status = await changeProduct(ctx, catalog, start)
      if (status < 200 || status >= 300) return { ok: false, key: 'app_post_failed', params: { start, status } }
      version++
    }
    const headers = kept && kept.etag ? { 'If-None-Match': kept.etag } : {}
    const res = await send(ctx, { path: '/catalog', headers })
    bytes += res.bytes
    if (res.status === 304) {
      if (!kept) return { ok: false, key: 'app_unasked_304' }
      if (kept.version !== version) return { ok: false, key: 'app_stale', params: { start, etag: kept.etag, behind: version - kept.version } }
      continue
    }
    if (res.status !== 200) return { ok: false, key: 'app_status', params: { start, status: res.status } }
    let served
    try {
      served = JSON.parse(res.body.toString('utf8'))
    } catch {
      served = null
    }
    if (!served || typeof served !== 'object') return { ok: false, key: 'app_status', params: { start, status: res.status } }
    if (!catalog) catalog = served
    if (!isDeepStrictEqual(served, catalog)) return { ok: false, key: 'app_differs', params: { start, difference: describeDifference(ctx.t, firstDifference(catalog, served)) } }
    fullBytes = Math.max(fullBytes, res.bytes)
    downloads++
    kept = { etag: res.headers.etag, version }
  }
  const share = bytes / (fullBytes * APP_STARTS)
  const params = { starts: APP_STARTS, changes: version, downloads, percent: Math.round(share * 100), limit: Math.round(MAX_BYTES_SHARE * 100) }
  return share <= MAX_BYTES_SHARE ? { ok: true, key: 'app_bytes_ok', params } : { ok: false, key: 'app_bytes', params }
}

async function hashesPerRevalidation (ctx) {
  const socketPath = socketPathIn(ctx.tmpDir)
  const first = await send(ctx, { path: '/catalog' })
  // No ETag, nothing to revalidate with: no hash counted would say nothing (run shows every check).
  if (!first.headers.etag) return { ok: false, key: 'etag_missing' }
  if (!(await askCounter(socketPath, 'begin'))) return { ok: false, key: 'counter_missing' }
  for (let i = 0; i < REVALIDATIONS; i++) {
    await send(ctx, { path: '/catalog', headers: { 'If-None-Match': first.headers.etag } })
  }
  const result = await askCounter(socketPath, 'end')
  if (!result) return { ok: false, key: 'counter_missing' }
  if (result.count === 0) return { ok: true, key: 'no_hashes', params: { requests: REVALIDATIONS } }
  return { ok: false, key: 'hashes_per_request', params: { count: result.count, requests: REVALIDATIONS } }
}

// Each check names the requirements it decides (exercises/NN-id/requirements.js, by id).
module.exports = {
  checks: [
    { run: unansweredCheck(simulatedApp), decides: ['match-forms', 'new-etag-after-post'] },
    { run: unansweredCheck(hashesPerRevalidation), decides: ['etag-built-with-body'] }
  ]
}
