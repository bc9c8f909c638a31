'use strict'
// A round of the speed check for the exercises whose promise is that /health stays fast while a
// heavy route is loaded (07-no-sync, 13-worker-pool): autocannon loads the route while a second
// client asks for /health one request after another, as a load balancer would, and times each
// answer.
const http = require('node:http')
const { loadRound } = require('../speed/load')

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

// The round result the speed check compares: req/s of the loaded route (request, verifyBody as
// for loadRound), p99 of /health; a failed /health counts as a failure of the round. `loaded` names
// the loaded route for the charts (its req/s are shown, /health's p99 is what is compared).
async function loadBesideHealth (baseUrl, { request, verifyBody, connections, seconds }) {
  const [load, health] = await Promise.all([
    loadRound(baseUrl, { request, verifyBody, connections, seconds }),
    healthLatency(baseUrl, seconds)
  ])
  return {
    ...load,
    loaded: { method: request.method || 'GET', path: request.path },
    p99: health.p99,
    healthRequests: health.count,
    errors: load.errors + health.failures,
    failures: load.failures + health.failures
  }
}

module.exports = { loadBesideHealth }
