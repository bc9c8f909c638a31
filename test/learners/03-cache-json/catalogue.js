'use strict'
// 03-cache-json: the ways learners cache the catalogue, and the half-fixes (exercises/README.md,
// "The catalogue of learner submissions").
const K = 'exercises.cache-json.checks.'

module.exports = [
  { name: 'res-send-buffer', verdict: 'FAIL', reason: 'exercises.cache-json.checks.hashed_per_get', quick: true, why: 'a cached Buffer through res.send: Express hashes it for an ETag on every request' },
  { name: 'pretty-cached', verdict: 'PASS', quick: false, why: 'a cached pretty-printed body: larger, and correct' },
  { name: 'lazy-invalidate', verdict: 'PASS', quick: false, why: 'the cache dropped on POST and rebuilt by the next GET' },
  { name: 'etag-once', verdict: 'PASS', quick: false, why: 'a cached Buffer and its ETag, both computed once, sent with res.send' },
  { name: 'text-encoder', verdict: 'PASS', quick: false, why: 'the bytes cached as a Uint8Array from TextEncoder' },
  { name: 'stream-cached-buffer', verdict: 'PASS', quick: false, why: 'the cached Buffer streamed into the response (pipeline of Readable.from)' },
  { name: 'article-fix', verdict: 'FAIL', reason: K + 'bytes_encoded_per_get', quick: true, why: 'the article\'s fix: a cached string sent with res.end, encoded into 500 KB of UTF-8 per request' },
  { name: 'res-send-string', verdict: 'FAIL', reason: K + 'bytes_encoded_per_get', quick: true, why: 'a cached string through res.type(\'json\').send: a new Buffer per request' },
  { name: 'buffer-from-per-get', verdict: 'FAIL', reason: K + 'bytes_encoded_per_get', quick: false, why: 'Buffer.from(cachedString) on every GET' },
  { name: 'fast-json-stringify', verdict: 'FAIL', reason: K + 'bytes_encoded_per_get', quick: false, why: 'a faster serialiser, still run per GET: no cache, its string encoded per request' },
  { name: 'etag-off', verdict: 'FAIL', reason: K + 'stringify_per_get', quick: true, why: 'only the ETag turned off: res.json still serialises per GET' },
  { name: 'end-stringify-per-get', verdict: 'FAIL', reason: K + 'stringify_per_get', quick: false, why: 'res.end instead of res.json, JSON.stringify still per GET' },
  { name: 'send-buffer-octet-stream', verdict: 'FAIL', reason: K + 'content_type', quick: false, why: 'a cached Buffer through res.send without res.type(\'json\'): application/octet-stream' },
  { name: 'length-in-characters', verdict: 'FAIL', reason: K + 'content_length_wrong', quick: false, why: 'a cached Buffer, its Content-Length the string\'s length in characters' },
  { name: 'rebuild-on-change-only', verdict: 'FAIL', reason: K + 'stale', quick: false, why: 'rebuilt where a product is replaced, not on the early return that adds one' },
  { name: 'json-error-handler-500', verdict: 'FAIL', reason: K + 'malformed_status', quick: false, why: 'a catch-all error handler answering 500, malformed JSON included' },
  { name: 'deep-compare-cache', verdict: 'FAIL', reason: 'verdict.fail_speed_cpu', quick: false, why: 'a cached Buffer, checked against a deep copy of the catalogue on every GET (isDeepStrictEqual)' }
]
