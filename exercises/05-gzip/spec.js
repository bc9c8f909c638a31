'use strict'
// 05-gzip: compress for clients that accept it; the static guide compressed once, at start-up.
const { checks } = require('./checks')
const { round } = require('./round')
const { env, request } = require('./expected')

module.exports = {
  reading: 'express-tuning',
  submission: 'server.js',
  // Both sides run as deployed: Express in production mode.
  env,
  // Deterministic first: a gzip response is at most a fifth of the starter's bytes.
  checks,
  speed: {
    request,
    // Measured here: a cached gzip buffer ≈ 9× the compression() middleware (worst pair 5.3×);
    // the middleware compresses the same 100 KB on every request.
    threshold: 2,
    baseline: { file: 'compression-only/server.js', env },
    round
  }
}
