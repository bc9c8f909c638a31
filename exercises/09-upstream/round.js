'use strict'
// The speed check's rounds for 09-upstream: one client asking for bundles one after the other,
// timed per request. The upstream answers every call after the same fixed delay, so the time a
// bundle takes is how many waits in a row the server makes: 8 for the starter, 2 for 4 at once.
// One client keeps both sides below the upstream's limit. A round lasts `seconds` and at least
// MIN_RESPONSES requests: the starter needs about 0.3 s for one, and a mean of two
// fixed-delay waits is already steady.
const { rawRequest, RawHttpError } = require('../../lib/kit')
const { ITEMS_PER_BUNDLE } = require('./expected')

const MIN_RESPONSES = 2
const TIMEOUT_MS = 5000

// A bundle's shape (a product the upstream refused under load may be null: the fallback).
function rightShape (body) {
  try {
    const value = JSON.parse(body.toString('utf8'))
    return Array.isArray(value.items) && value.items.length === ITEMS_PER_BUNDLE
  } catch {
    return false
  }
}

async function round (server, { seconds }) {
  const started = performance.now()
  const times = []
  let bytes = 0
  let non2xx = 0
  let errors = 0
  let mismatches = 0
  for (let i = 0; performance.now() - started < seconds * 1000 || times.length < MIN_RESPONSES; i++) {
    const sent = performance.now()
    let res
    try {
      res = await rawRequest(server.url, { path: `/api/bundle/${100 + (i % 50)}`, timeoutMs: TIMEOUT_MS })
    } catch (error) {
      if (!(error instanceof RawHttpError)) throw error
      errors++
      break
    }
    times.push(performance.now() - sent)
    bytes += res.bytes
    if (res.status < 200 || res.status > 299) non2xx++
    else if (!rightShape(res.body)) mismatches++
    if (non2xx + mismatches > 0) break
  }
  const elapsed = (performance.now() - started) / 1000
  const sorted = [...times].sort((a, b) => a - b)
  return {
    rps: times.length / elapsed,
    mean: times.length ? times.reduce((sum, ms) => sum + ms, 0) / times.length : Infinity,
    p99: sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] : Infinity,
    responses: times.length - non2xx - mismatches,
    non2xx,
    errors,
    timeouts: 0,
    mismatches,
    failures: non2xx + errors + mismatches,
    bytesPerResponse: times.length ? bytes / times.length : 0
  }
}

module.exports = { round }
