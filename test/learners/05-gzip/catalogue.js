'use strict'
// 05-gzip: the ways learners compress the guide once, and the half-fixes (exercises/README.md,
// "The catalogue of learner submissions").
const K = 'exercises.gzip.checks.'

module.exports = [
  { name: 'prefer-deflate', verdict: 'PASS', quick: false, why: 'deflate preferred where the client offers it (gzip, deflate, br): any offered encoding is right' },
  { name: 'gzip-only', verdict: 'PASS', quick: false, why: 'gzip only, compressed once at start-up, no Brotli' },
  { name: 'accept-exact-token', verdict: 'FAIL', reason: K + 'not_compressed', quick: true, why: 'Accept-Encoding split on commas, exact "gzip" looked for: "gzip;q=1.0" gets no gzip' },
  { name: 'accept-substring', verdict: 'FAIL', reason: K + 'must_not_compress', quick: false, why: '"gzip" looked for anywhere in Accept-Encoding: "gzip;q=0" gets gzip' },
  { name: 'compress-on-first-request', verdict: 'FAIL', reason: K + 'compressed_on_request', quick: true, why: 'each encoding compressed on its first request and kept: once, but not at start-up (that request, and every one beside it, waits for Brotli at level 11)' },
  // Its FAIL names the HEAD, not the GET (it once said "GET /trails answered with Content-Type text/plain").
  { name: 'head-stub', verdict: 'FAIL', reason: K + 'content_type', shows: { [K + 'content_type']: /HEAD \/trails answered with Content-Type "text\/plain/ }, quick: true, why: 'the guide compressed once and right for GET, HEAD answered by a stub (res.sendStatus(200)): text/plain, not the headers of a GET' },
  { name: 'gzip-always', verdict: 'FAIL', reason: K + 'must_not_compress_no_header', quick: true, why: 'gzip for everyone, also clients that did not ask for it' },
  { name: 'minified-guide', verdict: 'FAIL', reason: K + 'guide_differs', quick: false, why: 'the guide minified before it is compressed: no longer data/trails.json byte for byte' },
  { name: 'no-vary', verdict: 'FAIL', reason: K + 'vary_missing', quick: true, why: 'the right encodings, but no Vary: Accept-Encoding for caches' },
  { name: 'octet-stream-type', verdict: 'FAIL', reason: K + 'content_type', quick: false, why: 'the cached Buffer sent with res.send: Content-Type application/octet-stream' },
  { name: 'length-of-guide', verdict: 'FAIL', reason: K + 'content_length_wrong', quick: false, why: 'headers built once at start-up, with the uncompressed guide\'s Content-Length for every encoding' },
  { name: 'fast-path-get-only', verdict: 'FAIL', reason: K + 'head_status', quick: false, why: 'a fast path in front of Express for GET /trails only: HEAD /trails gets 404' },
  { name: 'no-middleware', verdict: 'FAIL', reason: K + 'conditions_not_compressed', quick: false, why: 'the guide compressed once, the live conditions left uncompressed' },
  { name: 'conditions-cached', verdict: 'FAIL', reason: K + 'conditions_cached', quick: false, why: 'the live conditions kept for 5 s to save compressing them' },
  { name: 'threshold-zero', verdict: 'FAIL', reason: K + 'small_compressed', quick: false, why: 'compression({ threshold: 0 }): /health compressed too' },
  { name: 'compression-level-1', verdict: 'FAIL', reason: K + 'compressed_per_request', quick: true, why: 'compression({ level: 1 }) for every route: the fastest gzip, small enough, still run on every request (about 2× the default level\'s speed, the threshold\'s own ratio)' },
  { name: 'gzipsync-per-request', verdict: 'FAIL', reason: K + 'compressed_per_request', quick: false, why: 'gzipSync of the 100 KB guide on every request: small, and slow' },
  { name: 'fflate-per-request', verdict: 'FAIL', reason: 'verdict.fail_speed', quick: false, why: 'fflate\'s gzipSync ("high performance compression") per request: JavaScript, not zlib, so not counted; the speed check sees it' },
  { name: 'compression-on-api-router', verdict: 'PASS', quick: false, why: 'the guide compressed through zlib streams before listen, gzip preferred to br; compression() mounted on an /api router only' },
  { name: 'br-by-middleware', verdict: 'FAIL', reason: K + 'compressed_per_request', quick: true, why: 'app.use(compression()) first and only a gzip buffer kept: a br-only client gets the guide Brotli-compressed by the middleware on every request' }
]
