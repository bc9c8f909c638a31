'use strict'
// The speed check's rounds for 10-http-cache: the mobile app revalidating the copy it kept.
// Each round first asks the server for its current ETag, then loads GET /catalog with that
// ETag in If-None-Match (a server without an ETag, like the starter, gets the plain GET the app
// would send). A 304 is the answer the app wants, so it counts with the 2xx; autocannon's own
// count of "non-2xx" would call it a failure, hence this round instead of the kit's loadRound.
const { rawRequest, loadGenerator } = require('../../lib/kit')
const { catalogChars } = require('./expected')

// Runs on every response of both servers, in the load generator's process: O(1) on 500 KB.
// An empty body (a 304), or a whole JSON object of about the catalogue's size.
function verifyBody (body) {
  return body.length === 0 || (body.length > catalogChars * 0.98 && body.length < catalogChars * 1.02 &&
    body[0] === '{' && body[body.length - 1] === '}')
}

async function round (server, { connections, seconds }) {
  const first = await rawRequest(server.url, { path: '/catalog' })
  const etag = first.headers.etag
  const result = await loadGenerator()({
    url: server.url + '/catalog',
    headers: etag ? { 'If-None-Match': etag } : {},
    connections,
    duration: seconds,
    ...(Number.isInteger(seconds) ? {} : { sampleInt: 100 }),
    verifyBody
  })
  const notModified = (result.statusCodeStats['304'] || { count: 0 }).count
  const ok = result['2xx'] + notModified
  const non2xx = result.non2xx - notModified
  return {
    rps: ok / result.duration,
    p99: result.latency.p99,
    responses: ok,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
    failures: non2xx + result.errors + result.timeouts + result.mismatches,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0
  }
}

module.exports = { round }
