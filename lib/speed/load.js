'use strict'
// One round of load with autocannon against one server, reduced to the numbers we compare.

// autocannon takes 0.15 to 0.25 s of CPU to load: not with the CLI, but at the first round (the
// warm-up), so that a verify that ends at a check never loads it.
const loadGenerator = () => require('autocannon')

// request: { method, path, headers, body }; verifyBody: optional (body) => boolean; nextPath:
// optional () => path, a new path for every request (a traffic of many URLs, as 11's).
// seconds may be a fraction (a short warm-up): autocannon only looks whether its time is up once
// per sample, every second by default, so such a round samples every 100 ms. (Only totals are
// used below; the per-sample statistics are not.)
async function loadRound (baseUrl, { request, connections, seconds, verifyBody, nextPath }) {
  const result = await loadGenerator()({
    url: baseUrl + request.path,
    method: request.method || 'GET',
    headers: request.headers,
    body: request.body,
    connections,
    duration: seconds,
    ...(Number.isInteger(seconds) ? {} : { sampleInt: 100 }),
    verifyBody,
    ...(nextPath ? { requests: [{ setupRequest: (sent) => ({ ...sent, path: nextPath() }) }] } : {})
  })
  const ok = result['2xx']
  return {
    rps: ok / result.duration,
    p99: result.latency.p99,
    responses: ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
    failures: result.non2xx + result.errors + result.timeouts + result.mismatches,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0
  }
}

module.exports = { loadRound, loadGenerator }
