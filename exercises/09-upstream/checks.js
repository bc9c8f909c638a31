'use strict'
// The deterministic checks of 09-upstream, read from the upstream's own record (ctx.service, the
// workshop's upstream running in this process: starter/upstream.js), per incoming request:
// 1. calls at once: at least MIN_AT_ONCE, and never a 429 (more than the upstream's LIMIT);
// 2. connections reused: once the first request has opened them, at most
//    NEW_CONNECTIONS_PER_REQUEST new ones per request;
// 3. an upstream that stalls: the route still answers within STALL_ANSWER_MS, every product null.
const { rawRequest, RawHttpError, unansweredCheck } = require('../../lib/kit')
const { ITEMS_PER_BUNDLE, STALL_ANSWER_MS, MIN_AT_ONCE, NEW_CONNECTIONS_PER_REQUEST, LIMIT, CALL_TIMEOUT_MS } = require('./expected')

const TIMEOUT_MS = 5000
const REUSE_REQUESTS = 3
// How long the stall check waits at most, beyond what the route may take: a server that has not
// answered by then hangs.
const STALL_WAIT_MS = STALL_ANSWER_MS + 500

// A server that does not answer ends the check with the kit's sentence for it (unansweredCheck).
function send (ctx, path) {
  return rawRequest(ctx.server.url, { path, timeoutMs: TIMEOUT_MS })
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
  for (let i = 0; i < REUSE_REQUESTS; i++) await send(ctx, `/api/bundle/${23 + i}`)
  const seen = ctx.service.end()
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
    let body = null
    try {
      body = JSON.parse(res.body.toString('utf8'))
    } catch {}
    const fallback = res.status === 200 && body && Array.isArray(body.items) &&
      body.items.length === ITEMS_PER_BUNDLE && body.items.every((item) => item === null)
    return fallback ? { ok: true, key: 'stall_answered', params } : { ok: false, key: 'stall_fallback', params }
  } finally {
    ctx.service.resume()
  }
}

module.exports = {
  checks: [{ run: unansweredCheck(callsAtOnce) }, { run: unansweredCheck(connectionsReused) }, { run: unansweredCheck(answersDespiteStall) }]
}
