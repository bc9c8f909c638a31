'use strict'
// 07-no-sync: no synchronous call on the request path, so /health stays fast while the slow
// route is under load.
const path = require('node:path')
const { checks, countsPrefix, putBackLeftUpdate } = require('./checks')
const { round } = require('./round')

// Placed by the rule (exercises/README.md, "Placing a threshold") with verify's own speed check
// on 2 cores shared with other sessions. Weakest correct: stream-pipe on Node 22.22, ×4.64 in
// its lowest run (×8.75 and ×9.76 in the others; on Node 26.10 the correct ones gave ×6.35 to
// ×9.99 under load and ×34 to ×66 on a quieter machine). Strongest wrong the speed check sees:
// the starter against itself (lib/speed/compare.js with this spec's speed), run medians
// ×1.25, ×0.42, ×1.24 (pairs 0.40–1.61); every wrong submission in the catalogue is decided by
// the deterministic check before any timing. sqrt(4.64 × 1.25) = 2.41: ×1.93 from each. (It
// was 4, ×1.16 under that weakest correct run.)
const THRESHOLD = 2.4

module.exports = {
  submission: 'server.js',
  reading: 'express-tuning',
  env: (ctx) => {
    // The engine resolves env right before it starts a server (verify, run, profile): a map update
    // left by a verify killed outright (checks.js) is taken out of the learner's folder and the
    // starter's first, so that both send their own map.
    if (ctx.file) putBackLeftUpdate(path.dirname(ctx.file))
    putBackLeftUpdate(path.join(__dirname, 'starter'))
    return { NPW_SYNC_COUNTS: countsPrefix(ctx) }
  },
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
    measure: 'p99'
  }
}
