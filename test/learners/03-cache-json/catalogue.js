'use strict'
// 03-cache-json: the ways learners cache the catalogue, and the half-fixes (exercises/README.md,
// "The catalogue of learner submissions").
module.exports = [
  { name: 'article-fix', verdict: 'PASS', quick: false, why: 'the article\'s fix: a cached string sent with res.end, rebuilt on POST' },
  { name: 'res-send-buffer', verdict: 'PASS', quick: false, why: 'a cached Buffer through res.send (Express hashes it for an ETag per request)' },
  { name: 'pretty-cached', verdict: 'PASS', quick: false, why: 'a cached pretty-printed body: larger, and correct' },
  { name: 'lazy-invalidate', verdict: 'PASS', quick: false, why: 'the cache dropped on POST and rebuilt by the next GET' },
  { name: 'etag-off', verdict: 'FAIL', reason: 'exercises.cache-json.checks.stringify_per_get', quick: true, why: 'only the ETag turned off: res.json still serialises per GET' },
  { name: 'end-stringify-per-get', verdict: 'FAIL', reason: 'exercises.cache-json.checks.stringify_per_get', quick: true, why: 'res.end instead of res.json, JSON.stringify still per GET' },
  { name: 'fast-json-stringify', verdict: 'FAIL', reason: 'verdict.fail_speed', quick: false, why: 'a faster serialiser, still run per GET: no cache, and no faster here' }
]
