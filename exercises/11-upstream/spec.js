'use strict'
// 11-upstream: the calls to another service made at once (bounded below its limit), over
// kept-alive connections, each with a timeout and a fallback.
const { checks } = require('./checks')
const { round } = require('./round')

// Measured side by side with round.js (mean time per bundle, one client; bench/figures.json):
// see THRESHOLD's figures there.
const THRESHOLD = 2

// Both servers ask the workshop's upstream (spec.service, running in the workshop's process).
const upstream = (ctx) => ({ UPSTREAM_URL: ctx.service.url })

module.exports = {
  submission: 'server.js',
  reading: 'upstream-calls',
  service: 'starter/upstream.js',
  env: upstream,
  checks,
  profile: { request: { method: 'GET', path: '/api/bundle/3' } },
  speed: {
    request: { method: 'GET', path: '/api/bundle/:id' },
    threshold: THRESHOLD,
    baseline: { file: 'starter/server.js', env: upstream },
    round,
    // The time a bundle takes, the starter's over yours: one client, so that neither side goes
    // above the upstream's limit.
    ratio: (yours, starter) => starter.mean / yours.mean,
    settings: { connections: 1 }
  }
}
