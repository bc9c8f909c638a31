'use strict'
// 07-no-sync: no synchronous call on the request path, so /health stays fast while the slow
// route is under load.
const { checks, countsPrefix } = require('./checks')
const { round } = require('./round')

// Measured side by side on 2 busy cores: the starter's /health p99 is 6-40 times the
// reference solution's (median of a run 11-28); identical servers give about 1. 4 sits in the
// middle of that gap (on a log scale), well away from both.
const THRESHOLD = 4

module.exports = {
  submission: 'server.js',
  reading: 'express-tuning',
  env: (ctx) => ({ NPW_SYNC_COUNTS: countsPrefix(ctx) }),
  preload: 'preload.js',
  checks,
  speed: {
    // What the heading names: the route whose latency is compared.
    request: { method: 'GET', path: '/health' },
    threshold: THRESHOLD,
    baseline: { file: 'starter/server.js' },
    // The map route under load, /health timed beside it (see round.js).
    round,
    // How many times lower your /health p99 is than the starter's, under the same load.
    ratio: (yours, starter) => starter.p99 / Math.max(yours.p99, 0.01),
    // Half a second of warm-up is hundreds of downloads: plenty for the JIT, and the verdict
    // stays near 10 s.
    settings: { warmupSeconds: 0.5 }
  }
}
