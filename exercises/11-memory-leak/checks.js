'use strict'
// The deterministic checks of 11-memory-leak, measured inside the learner's server by
// preload.js: after the stated traffic and a forced GC, (1) the heap has grown by less than the
// bound over the measured stretch, and (2) the cache answered at least the stated share of those
// requests without building a card. The requests follow the stated traffic in a fixed order, a
// few at a time, so the counts are the same on any machine to a few cards; nothing is timed.
const http = require('node:http')
const { counterSocketPath, askCounter } = require('../../lib/kit')
const { WARM_REQUESTS, MEASURED_REQUESTS, MAX_GROWTH_MB, MIN_HIT_RATE, PRODUCTS, trafficPaths } = require('./expected')

const MB = 1024 * 1024
const AT_ONCE = 4

const socketPathIn = (dir) => counterSocketPath(dir, 'heap')

// One measurement from the preload (two full GCs inside the server: up to 10 s on a large
// heap); null when nobody answers.
const measure = (socketPath) => askCounter(socketPath, 'measure', { timeoutMs: 10000 })

function get (agent, url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.setTimeout(5000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
  })
}

// `count` requests of the stated traffic, in its order, AT_ONCE in flight (the server and this
// process then work at the same time); resolves the first request that did not get 200, or null.
// Two requests for the same uncached product in flight together can both build its card: a few
// cards at most, against bounds placed tens of percent away.
async function send (agent, baseUrl, next, count) {
  let sent = 0
  let failure = null
  const worker = async () => {
    while (sent < count && !failure) {
      sent++
      const route = next()
      const status = await get(agent, baseUrl + route)
      if (status !== 200 && !failure) failure = { route, status }
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  return failure
}

async function run (ctx) {
  const socketPath = socketPathIn(ctx.tmpDir)
  const agent = new http.Agent({ keepAlive: true, maxSockets: AT_ONCE })
  try {
    const start = await measure(socketPath)
    if (!start) return { failure: { ok: false, key: 'counter_missing' } }
    // A product nobody asked for yet must be built with renderCard: otherwise nothing counts.
    await get(agent, `${ctx.server.url}/products/${PRODUCTS - 9}?ref=check`)
    const probe = await measure(socketPath)
    if (!probe || !probe.counted || probe.cards !== start.cards + 1) return { failure: { ok: false, key: 'cards_not_counted' } }
    const next = trafficPaths()
    const warm = await send(agent, ctx.server.url, next, WARM_REQUESTS)
    if (warm) return { failure: { ok: false, key: 'request_failed', params: warm } }
    const before = await measure(socketPath)
    const measured = await send(agent, ctx.server.url, next, MEASURED_REQUESTS)
    if (measured) return { failure: { ok: false, key: 'request_failed', params: measured } }
    const after = await measure(socketPath)
    if (!before || !after) return { failure: { ok: false, key: 'counter_missing' } }
    return {
      growthMb: (after.heapUsed - before.heapUsed) / MB,
      hitRate: 1 - (after.cards - before.cards) / MEASURED_REQUESTS,
      cards: after.cards - before.cards
    }
  } finally {
    agent.destroy()
  }
}

// Both checks read one run of the traffic, made by the first.
const heapBounded = {
  async run (ctx) {
    ctx.memoryLeak = await run(ctx)
    const result = ctx.memoryLeak
    if (result.failure) return result.failure
    const params = { requests: MEASURED_REQUESTS, growth: result.growthMb.toFixed(2), bound: MAX_GROWTH_MB }
    return result.growthMb < MAX_GROWTH_MB
      ? { ok: true, key: 'heap_bounded', params }
      : { ok: false, key: 'heap_grew', params }
  }
}

const hitRate = {
  async run (ctx) {
    const result = ctx.memoryLeak
    const params = {
      requests: MEASURED_REQUESTS,
      cards: result.cards,
      rate: Math.round(result.hitRate * 100),
      bound: Math.round(MIN_HIT_RATE * 100)
    }
    if (result.hitRate >= MIN_HIT_RATE) return { ok: true, key: 'hit_rate', params }
    // Not one answer from the cache: the key differs on every visit (the full URL with its
    // tracking parameters, or the request object in a WeakMap). Otherwise it is kept too short.
    return { ok: false, key: result.cards >= MEASURED_REQUESTS ? 'hit_rate_none' : 'hit_rate_low', params }
  }
}

module.exports = { checks: [heapBounded, hitRate], socketPathIn }
