'use strict'
// 05-gzip: the ways learners compress the guide once, and the half-fixes (exercises/README.md,
// "The catalogue of learner submissions").
module.exports = [
  { name: 'prefer-deflate', verdict: 'PASS', quick: false, why: 'deflate preferred where the client offers it (gzip, deflate, br): any offered encoding is right' },
  { name: 'gzip-only', verdict: 'PASS', quick: false, why: 'gzip only, compressed once at start-up, no Brotli' },
  { name: 'no-vary', verdict: 'FAIL', reason: 'exercises.gzip.checks.vary_missing', quick: true, why: 'the right encodings, but no Vary: Accept-Encoding for caches' },
  { name: 'gzip-always', verdict: 'FAIL', reason: 'exercises.gzip.checks.must_not_compress_no_header', quick: true, why: 'gzip for everyone, also clients that did not ask for it' },
  { name: 'gzipsync-per-request', verdict: 'FAIL', reason: 'verdict.fail_speed', quick: false, why: 'gzipSync of the 100 KB guide on every request: small, and slow' }
]
