'use strict'
// 03-cache-json: serialise the catalogue once (and again when it changes), not per request.
const path = require('node:path')
const fs = require('node:fs')
const { checks, socketPathIn } = require('./checks')
const { cpuRound } = require('./round')
const { counterSocketPath } = require('../../lib/kit')

// Placed by the rule (exercises/README.md, "Placing a threshold") with this spec's own speed
// check, the starter's CPU time per request ÷ yours (bench/side-by-side.js's sideBySide, 3 runs
// of 4 pairs per submission on Node 22.22, 24.21 and 26.10, 2-core machine, quiet, 2026-11-28).
// Weakest correct: pretty-cached on Node 26.10, run medians 7.60 to 8.51 (stream-cached-buffer
// on 22.22: 7.92 to 8.21; the reference solution 10.0 to 30.4). Strongest wrong the speed check
// sees (the counts decide every other wrong one first): deep-compare-cache on Node 24.21, run
// medians 2.25 to 3.02 (22.22: 1.97 to 2.30; 26.10: 0.86 to 0.94, slower than the starter).
// sqrt(7.60 × 3.02) = 4.79: 4.8 is 1.58× below the first and 1.59× above the second. In
// requests per second the two overlapped (1.6 to 2.3 against 1.3 to 1.6 in some rounds): on 2
// cores autocannon, reading 500 KB per answer, is the limit of every server that caches.
const THRESHOLD = 4.8

// The catalogue as res.json sends it, in characters: what autocannon hands to verifyBody.
const catalogChars = JSON.stringify(JSON.parse(fs.readFileSync(path.join(__dirname, 'starter', 'data', 'catalog.json'), 'utf8'))).length

// The starter the speed check compares with runs the same preload, so that it too answers how
// much CPU time it used (round.js); it counts in a socket of its own.
const baselineSocketIn = (dir) => counterSocketPath(dir, 'stringify-baseline')

const request = { method: 'GET', path: '/catalog' }
// Runs on every response of both servers, in the load generator's process: O(1) on a 500 KB
// string. The functional checks compared the whole body already; under load a response counts
// only if it is a whole JSON object at least the catalogue's size (the checks added a product; a
// pretty-printed body is larger, up to about 1.5×, and correct; chunk boundaries can turn a
// multi-byte character into replacement characters). A final newline is fine.
const verifyBody = (body) => body.length > catalogChars * 0.98 && body.length < catalogChars * 3 &&
  body[0] === '{' && (body[body.length - 1] === '}' || body.endsWith('}\n'))

module.exports = {
  reading: 'json-stringify',
  submission: 'server.js',
  // Both sides run as deployed: Express in production mode. The counter inside the learner's
  // server answers at NPW_STRINGIFY_SOCKET (preload.js).
  env: (ctx) => ({ NODE_ENV: 'production', NPW_STRINGIFY_SOCKET: socketPathIn(ctx.tmpDir) }),
  preload: 'preload.js',
  // Decides first: no JSON.stringify of the catalogue per GET once it is cached, the cached bytes
  // sent, no hash per GET.
  checks,
  speed: (ctx) => ({
    request,
    // How many times less CPU time per request your server spends than the starter, under the
    // same load (round.js says why CPU time, not requests per second).
    round: cpuRound({ socketOf: (server) => (server === ctx.server ? socketPathIn(ctx.tmpDir) : baselineSocketIn(ctx.tmpDir)), request, verifyBody }),
    ratio: (yours, starter) => starter.cpuPerRequest / Math.max(yours.cpuPerRequest, 0.001),
    measure: 'cpu',
    threshold: THRESHOLD,
    baseline: {
      file: 'starter/server.js',
      env: () => ({ NODE_ENV: 'production', NPW_STRINGIFY_SOCKET: baselineSocketIn(ctx.tmpDir) }),
      preload: 'preload.js'
    },
    verifyBody
  })
}
