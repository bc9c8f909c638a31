'use strict'
// What problems/03-cache-json/problem.en.md requires, each with the check that fails when only it
// is broken and the catalogue half-fix (test/learners/03-cache-json/) that breaks it alone
// (exercises/README.md, "The requirement table").
const K = 'exercises.cache-json.checks.'

module.exports = [
  {
    id: 'cached-bytes',
    in: ['task 1', 'checked 5'],
    says: 'sends bytes that were serialised before the request came',
    check: K + 'bytes_encoded_per_get',
    evidence: 'the GETs counted, and the KB per GET that reached res.write or res.end as text or a new Buffer',
    halfFix: 'article-fix'
  },
  {
    id: 'no-hash-per-get',
    in: ['task 1', 'checked 5'],
    says: 'hashes nothing per request',
    check: K + 'hashed_per_get',
    evidence: 'the GETs counted, and the hashes the server ran over them',
    halfFix: 'res-send-buffer'
  },
  {
    id: 'json-content-type',
    in: ['task 1', 'checked 1'],
    says: '`Content-Type: application/json` (a `; charset=utf-8` after it is fine)',
    check: K + 'content_type',
    evidence: 'the Content-Type the server sent',
    halfFix: 'send-buffer-octet-stream'
  },
  {
    id: 'content-length-in-bytes',
    in: ['task 1', 'checked 1'],
    says: 'the right `Content-Length`',
    check: K + 'content_length_wrong',
    evidence: 'the Content-Length declared and the bytes sent',
    halfFix: 'length-in-characters'
  },
  {
    id: 'never-stale',
    in: ['task 2', 'checked 2'],
    says: 'after every successful POST, the next `GET /catalog` serves the new data',
    check: K + 'stale',
    evidence: 'the product the POST changed, and that the next GET served the catalogue from before',
    halfFix: 'rebuild-on-change-only'
  },
  {
    id: 'same-answers',
    in: ['task 3', 'checked 3'],
    says: 'the same answers to POST, the same validation',
    check: K + 'malformed_status',
    evidence: 'the status malformed JSON got instead of 400',
    halfFix: 'json-error-handler-500'
  },
  {
    id: 'no-stringify-per-get',
    in: 'checked 4',
    says: 'runs no `JSON.stringify` of the catalogue',
    check: K + 'stringify_per_get',
    evidence: 'the GETs counted, and the JSON.stringify calls over them',
    halfFix: 'end-stringify-per-get'
  },
  {
    id: 'faster-than-starter',
    in: 'checked 6',
    says: 'spends at least **4.8×** the CPU time per request that your server spends',
    check: 'verdict.fail_speed_cpu',
    evidence: 'the CPU time per request of both servers per pair, their ratios and the threshold',
    halfFix: 'deep-compare-cache'
  }
]
