'use strict'
// 05-gzip: compress for clients that accept it; the static guide compressed once, at start-up.
const { checks } = require('./checks')
const { round } = require('./round')
const { env, request, compressionsSocket } = require('./expected')

module.exports = {
  reading: 'express-tuning',
  submission: 'server.js',
  // Both sides run as deployed: Express in production mode. Yours also names the socket of the
  // compression counter (preload.js).
  env: (ctx) => ({ ...env, NPW_COMPRESSIONS_SOCKET: compressionsSocket(ctx) }),
  preload: 'preload.js',
  // Deterministic first: a gzip response is at most a fifth of the starter's bytes, and the guide
  // is compressed once, not per request.
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
