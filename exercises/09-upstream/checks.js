'use strict'
// The deterministic checks of 09-upstream, read from the upstream's own record (ctx.service, the
// workshop's upstream running in this process: starter/upstream.js), per incoming request:
// 1. calls at once: at least MIN_AT_ONCE, and never a 429 (more than the upstream's LIMIT);
// 2. connections reused: once the first request has opened them, at most
//    NEW_CONNECTIONS_PER_REQUEST new ones per request;
// 3. an upstream that stalls: the route still answers within STALL_ANSWER_MS, every product null;
// 4. an upstream that holds one product's call: the server gives that call up (closes it) about
//    CALL_TIMEOUT_MS after it arrived, and the bundle has only that product null;
// 5. an upstream that refuses one product (429) and fails another (500): both null, the rest there.
const { isDeepStrictEqual } = require('node:util')
const { setTimeout: sleep } = require('node:timers/promises')
const { rawRequest, RawHttpError, unansweredCheck } = require('../../lib/kit')
const {
  item, ITEMS_PER_BUNDLE, STALL_ANSWER_MS, MIN_AT_ONCE, NEW_CONNECTIONS_PER_REQUEST, LIMIT,
  CALL_TIMEOUT_MS, GIVE_UP_MIN_MS, GIVE_UP_MAX_MS, GIVE_UP_WAIT_MS
} = require('./expected')

const TIMEOUT_MS = 5000
const REUSE_REQUESTS = 3
// How long the stall check waits at most: a server that has not answered by then hangs; one that
// answers between STALL_ANSWER_MS and this is slow (two tries per call take 2 s).
const STALL_WAIT_MS = STALL_ANSWER_MS * 2
// Bundles no other check asks for, so that nothing of them can come from a learner's cache; the
// products the upstream holds, refuses and fails in them.
const HELD_BUNDLE = 31
const ERROR_BUNDLE = 32
const HELD_ITEM = HELD_BUNDLE * 10 + 1 // the first: no limiter keeps it waiting for a place
const REFUSED_ITEM = ERROR_BUNDLE * 10 + 2
const FAILED_ITEM = ERROR_BUNDLE * 10 + 3
const POLL_MS = 20

// A server that does not answer ends the check with the kit's sentence for it (unansweredCheck).
function send (ctx, path) {
  return rawRequest(ctx.server.url, { path, timeoutMs: TIMEOUT_MS })
}

const bundleItems = (id) => Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => id * 10 + i + 1)

function parsed (res) {
  try {
    return JSON.parse(res.body.toString('utf8'))
  } catch {
    return null
  }
}

// Whether the answer is 200 with exactly the products of `nullItems` null and every other one as
// the upstream gives it; with what was found, for the message.
function partialBundle (res, bundleId, nullItems) {
  const body = parsed(res)
  const items = body && Array.isArray(body.items) ? body.items : []
  const found = { status: res.status, nulls: items.filter((value) => value === null).length, count: ITEMS_PER_BUNDLE }
  const ok = res.status === 200 && items.length === ITEMS_PER_BUNDLE && items.every((value, i) => {
    const n = bundleItems(bundleId)[i]
    return nullItems.includes(n) ? value === null : isDeepStrictEqual(value, item(n))
  })
  return { ok, found }
}

async function callsAtOnce (ctx) {
  ctx.service.begin()
  const res = await send(ctx, '/api/bundle/21')
  const seen = ctx.service.end()
  const params = { atOnce: seen.maxAtOnce, min: MIN_AT_ONCE, limit: LIMIT, refused: seen.refused, calls: seen.calls }
  if (res.status !== 200) return { ok: false, key: 'bundle_failed', params: { status: res.status } }
  if (seen.refused > 0) return { ok: false, key: 'over_limit_check', params }
  if (seen.maxAtOnce < MIN_AT_ONCE) return { ok: false, key: 'not_concurrent', params }
  return { ok: true, key: 'concurrent', params }
}

async function connectionsReused (ctx) {
  await send(ctx, '/api/bundle/22') // the connections may be opened here
  ctx.service.begin()
  const answers = []
  for (let i = 0; i < REUSE_REQUESTS; i++) answers.push({ id: 23 + i, res: await send(ctx, `/api/bundle/${23 + i}`) })
  const seen = ctx.service.end()
  // No new connection says "reused" only of bundles that were made (a route that fails before it
  // calls the upstream opens none).
  const failed = answers.find(({ res }) => res.status !== 200)
  if (failed) return { ok: false, key: 'bundle_status', params: { id: failed.id, status: failed.res.status } }
  const params = { count: seen.connections, requests: REUSE_REQUESTS, calls: seen.calls, max: NEW_CONNECTIONS_PER_REQUEST * REUSE_REQUESTS }
  if (seen.connections > NEW_CONNECTIONS_PER_REQUEST * REUSE_REQUESTS) return { ok: false, key: 'new_connections', params }
  return { ok: true, key: 'reused', params }
}

async function answersDespiteStall (ctx) {
  ctx.service.stall()
  try {
    const started = performance.now()
    let res
    try {
      res = await rawRequest(ctx.server.url, { path: '/api/bundle/5', timeoutMs: STALL_WAIT_MS })
    } catch (error) {
      if (!(error instanceof RawHttpError) || error.reason !== 'no_answer') throw error
      return { ok: false, key: 'stall_hangs', params: { seconds: STALL_WAIT_MS / 1000, timeout: CALL_TIMEOUT_MS } }
    }
    const ms = Math.round(performance.now() - started)
    const params = { ms, limit: STALL_ANSWER_MS, timeout: CALL_TIMEOUT_MS, status: res.status }
    if (ms > STALL_ANSWER_MS) return { ok: false, key: 'stall_slow', params }
    return partialBundle(res, 5, bundleItems(5)).ok ? { ok: true, key: 'stall_answered', params } : { ok: false, key: 'stall_fallback', params }
  } finally {
    ctx.service.resume()
  }
}

// Whether a held call was given up within the window around CALL_TIMEOUT_MS.
const givenUpInTime = (ms) => ms >= GIVE_UP_MIN_MS && ms <= GIVE_UP_MAX_MS

async function oneCallHeld (ctx) {
  ctx.service.begin()
  ctx.service.stall([HELD_ITEM])
  try {
    const started = performance.now()
    const res = await send(ctx, `/api/bundle/${HELD_BUNDLE}`)
    const page = Math.round(performance.now() - started)
    // The close reaches the upstream a moment after the answer may reach us: wait for it, up to
    // GIVE_UP_WAIT_MS after the call arrived.
    let seen = ctx.service.end()
    while (seen.held.some((call) => call.ms === null && call.openFor < GIVE_UP_WAIT_MS)) {
      await sleep(POLL_MS)
      seen = ctx.service.end()
    }
    const params = { item: HELD_ITEM, page, timeout: CALL_TIMEOUT_MS, min: GIVE_UP_MIN_MS, max: GIVE_UP_MAX_MS, limit: LIMIT }
    if (seen.held.length === 0) return { ok: false, key: 'held_not_asked', params }
    const open = seen.held.find((call) => call.ms === null)
    if (open) return { ok: false, key: 'call_not_cancelled', params: { ...params, ms: Math.round(open.openFor) } }
    const off = seen.held.find((call) => !givenUpInTime(call.ms))
    if (off) return { ok: false, key: 'call_timeout_off', params: { ...params, ms: Math.round(off.ms) } }
    const ms = Math.round(Math.max(...seen.held.map((call) => call.ms)))
    const { ok, found } = partialBundle(res, HELD_BUNDLE, [HELD_ITEM])
    if (!ok) return { ok: false, key: 'held_fallback', params: { ...params, ...found } }
    return { ok: true, key: 'held_given_up', params: { ...params, ms } }
  } finally {
    ctx.service.resume()
  }
}

async function upstreamErrors (ctx) {
  ctx.service.fail({ [REFUSED_ITEM]: 429, [FAILED_ITEM]: 500 })
  try {
    const res = await send(ctx, `/api/bundle/${ERROR_BUNDLE}`)
    const { ok, found } = partialBundle(res, ERROR_BUNDLE, [REFUSED_ITEM, FAILED_ITEM])
    const params = { refused: REFUSED_ITEM, failed: FAILED_ITEM, ...found }
    return ok ? { ok: true, key: 'errors_null', params } : { ok: false, key: 'error_fallback', params }
  } finally {
    ctx.service.resume()
  }
}

module.exports = {
  // Each check with the requirements it decides (exercises/NN-id/requirements.js, by id).
  checks: [
    [callsAtOnce, ['at-least-four', 'at-most-six']],
    [connectionsReused, ['reuse-connections']],
    [answersDespiteStall, ['stall-answers', 'stall-within', 'stall-all-null']],
    [oneCallHeld, ['timeout-500', 'call-cancelled', 'late-product-null']],
    [upstreamErrors, ['refused-product-null']]
  ].map(([run, decides]) => ({ run: unansweredCheck(run), decides })),
  givenUpInTime
}
