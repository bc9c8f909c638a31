'use strict'
// What problems/10-http-cache/problem.en.md requires, each with the check that fails when only it
// is broken and the catalogue half-fix (test/learners/10-http-cache/) that breaks it alone.
const check = (key) => `exercises.http-cache.checks.${key}`

module.exports = [
  { id: 'strong-etag', in: ['task 1', 'checked 1'], says: 'strong ETag', check: check('etag_weak'), halfFix: 'weak-etag' },
  { id: 'etag-built-with-body', in: ['task 1', 'checked 5'], says: 'not per request', check: check('hashes_per_request'), halfFix: 'express-etag-strong' },
  { id: 'no-cache', in: ['task 1', 'checked 1'], says: '`Cache-Control: no-cache`', check: check('cache_control'), halfFix: 'max-age' },
  // The simulated app (checked 4) receives few bytes because matches get 304: the same requirement.
  { id: 'match-forms', in: ['task 2', 'checked 2', 'checked 4'], says: 'in its weak form', check: check('not_modified_status'), halfFix: 'exact-match-only' },
  { id: 'etag-on-304', in: ['task 2', 'checked 2'], says: 'the same `ETag`', check: check('etag_missing_on'), halfFix: 'bare-304' },
  { id: 'cache-control-on-304', in: ['task 2', 'checked 2'], says: '`ETag` and `Cache-Control`', check: check('cache_control_missing_on_304'), halfFix: 'no-cache-control-on-304' },
  { id: 'no-match-full', in: ['task 2', 'checked 2'], says: 'any other request gets the whole catalogue', check: check('full_status'), halfFix: 'loose-match' },
  { id: 'new-etag-after-post', in: ['task 3', 'checked 3', 'checked 4'], says: 'after every successful POST that changes the catalogue the ETag changes', check: check('stale'), halfFix: 'etag-never-updated' },
  { id: 'same-validation', in: 'task 4', says: 'the same validation', check: check('invalid_status'), halfFix: 'no-validation' },
  { id: 'four-times-as-fast', in: 'checked 6', says: 'at least **4×** as fast', check: 'verdict.fail_speed', halfFix: 'res-json-own-etag' }
]
