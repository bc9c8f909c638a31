'use strict'
// 04-hapi-podium: a hapi 21 API whose audit plugin builds a Podium emitter and its listeners on
// every request, so Podium validates the same static definitions thousands of times a second.
const { checks } = require('./checks')
const { socketPathIn } = require('./expected')

module.exports = {
  reading: 'hapi-benchmarks',
  submission: 'server.js',
  // The counter inside the learner's server, and where it answers (see preload.js).
  env: (ctx) => ({ NPW_VALIDATION_SOCKET: socketPathIn(ctx.tmpDir) }),
  preload: 'preload.js',
  checks,
  speed: {
    request: { method: 'GET', path: '/api/trails/3' },
    // Placed by the rule (exercises/README.md, "Placing a threshold") on every Node line, side by
    // side (bench/side-by-side.js --exercise 04-hapi-podium, 2026-11-27; bench/figures.json). The
    // validation and listener counts decide the starter and every half-fix that still validates
    // or listens per request; what reaches the speed check has removed both. Weakest correct: the
    // reference on Node 22, run medians 1.37 to 1.62 (own-podium-once 1.49 and 1.63, direct-calls
    // 1.47 and 1.56). Strongest wrong it must catch: joi-check-per-entry, a Joi schema built for
    // every audit entry, 0.57 to 0.67 on Node 22 and 26. sqrt(1.37 × 0.67) = 0.96: 1 is ×1.37
    // below the one and ×1.49 above the other. (It was 1.3, placed with Node 24 and 26 figures
    // and the starter as the strongest wrong: ×1.05 from the reference's lowest run on Node 22.)
    threshold: 1,
    baseline: { file: 'starter/server.js' },
    verifyBody: (body) => body.includes('"Granite Saddle"')
  }
}
