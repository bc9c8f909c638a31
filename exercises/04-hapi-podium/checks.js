'use strict'
// The deterministic check of 04-hapi-podium: how many schema validations (@hapi/validate), and
// how many event listeners added by the learner's own code, does one request cost once the
// server has started? preload.js counts them inside the
// learner's server; this side opens a count, sends a fixed mix of requests one at a time, and
// reads the count back. No timing is involved, so the answer is the same on any machine.
const http = require('node:http')
const path = require('node:path')
const { askCounter } = require('../../lib/kit')
const { socketPathIn, shortSite } = require('./expected')

const ROUNDS = 5
// One of each kind of request the API serves, good and bad, including the audit trail itself.
const MIX = [
  { method: 'GET', path: '/api/trails/3' },
  { method: 'GET', path: '/api/trails?difficulty=hard&limit=3' },
  { method: 'POST', path: '/api/bookings', body: { trailId: 2, date: '2027-05-01', people: 2, email: 'ana@example.com' } },
  { method: 'GET', path: '/api/trails/abc' },
  { method: 'GET', path: '/api/audit/summary' }
]

function send (baseUrl, { method, path: route, body }) {
  const payload = body && Buffer.from(JSON.stringify(body))
  return new Promise((resolve, reject) => {
    const req = http.request(baseUrl + route, {
      method,
      agent: false,
      headers: payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}
    }, (res) => {
      res.resume()
      res.on('end', resolve)
    })
    req.setTimeout(5000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(payload)
  })
}

async function countValidationsPerRequest (ctx) {
  const socketPath = socketPathIn(ctx.tmpDir)
  if (!(await askCounter(socketPath, 'begin'))) return { ok: false, key: 'counter_missing' }
  let requests = 0
  for (let round = 0; round < ROUNDS; round++) {
    for (const request of MIX) {
      await send(ctx.server.url, request)
      requests++
    }
  }
  // Listeners that run after the response was sent have had their turn by now.
  await new Promise((resolve) => setTimeout(resolve, 50))
  const result = await askCounter(socketPath, 'end')
  if (!result) return { ok: false, key: 'counter_missing' }
  if (result.count === 0 && result.listeners > 0) {
    // No validation, but an emitter and its listeners set up again for every request.
    return {
      ok: false,
      key: 'listeners_per_request',
      params: {
        perRequest: Number((result.listeners / requests).toFixed(1)),
        requests,
        site: result.listenerSites[0][0]
      }
    }
  }
  if (result.count === 0) return { ok: true, key: 'no_validations', params: { requests } }
  return {
    ok: false,
    key: 'validations_per_request',
    params: {
      perRequest: Number((result.count / requests).toFixed(1)),
      requests,
      site: shortSite(result.sites[0][0], path.dirname(ctx.file))
    }
  }
}

// The check names the requirements it decides (exercises/NN-id/requirements.js, by id).
module.exports = { checks: [{ run: countValidationsPerRequest, decides: ['listeners-once', 'no-validation-per-request'] }] }
