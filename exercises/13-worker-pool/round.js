'use strict'
// One round of 13-worker-pool's speed check, 07-no-sync's sibling: autocannon loads the
// statistics route while a second client asks for /health one request after another, as a load
// balancer would, and times each answer.
const http = require('node:http')
const { loadRound } = require('../../lib/kit')
const { statsPath, SPEED_TRACK, speedBody } = require('./expected')

function percentile (sorted, p) {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

// Sequential GET /health on one keep-alive connection for `seconds`: { p99 (ms), count, failures }.
async function healthLatency (baseUrl, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const latencies = []
  let failures = 0
  const end = Date.now() + seconds * 1000
  while (Date.now() < end) {
    const started = process.hrtime.bigint()
    const ok = await new Promise((resolve) => {
      const req = http.get(baseUrl + '/health', { agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode === 200))
        res.on('error', () => resolve(false))
      })
      req.setTimeout(5000, () => req.destroy())
      req.on('error', () => resolve(false))
    })
    if (ok) latencies.push(Number(process.hrtime.bigint() - started) / 1e6)
    else failures++
  }
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return { p99: percentile(latencies, 99), count: latencies.length, failures }
}

// Resolves the status of one GET (0 when it failed or took longer than 5 s).
function statusOf (url) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
      res.on('error', () => resolve(0))
    })
    req.setTimeout(5000, () => req.destroy())
    req.on('error', () => resolve(0))
  })
}

// The requests autocannon leaves unanswered when a round stops still run: a pool does not know
// that their client left. On a busy machine a pool serves some 10 requests a second, so the next
// round's 10 came on top of the last round's and went past the 16 waiting requests a correct
// pool refuses with 503 (the reference solution FAILed for errors). One request answered with
// 200, queued behind those left over, means they have started: the round starts on an empty
// queue. At most 5 s, then the round runs anyway.
async function settle (baseUrl) {
  const end = Date.now() + 5000
  while (Date.now() < end) {
    if (await statusOf(baseUrl + statsPath(SPEED_TRACK)) === 200) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

// The round result the speed check compares: req/s of the statistics route, p99 of /health.
async function round (server, { connections, seconds }) {
  await settle(server.url)
  const [stats, health] = await Promise.all([
    loadRound(server.url, {
      request: { method: 'GET', path: statsPath(SPEED_TRACK) },
      connections,
      seconds,
      verifyBody: (body) => body === speedBody
    }),
    healthLatency(server.url, seconds)
  ])
  return {
    ...stats,
    p99: health.p99,
    healthRequests: health.count,
    errors: stats.errors + health.failures,
    failures: stats.failures + health.failures
  }
}

module.exports = { round }
