'use strict'
// What problems/10-http-cache/problem.en.md requires, each with the check that fails when only it
// is broken, what its FAIL shows, the catalogue half-fix (test/learners/10-http-cache/) that breaks
// it alone, and for a bound the submissions just past it (exercises/README.md, "The requirement
// table").
const check = (key) => `exercises.http-cache.checks.${key}`

module.exports = [
  { id: 'strong-etag', in: ['task 1', 'checked 1'], says: 'strong ETag', check: check('etag_weak'), evidence: 'the weak ETag the server sent', halfFix: 'weak-etag' },
  { id: 'etag-built-with-body', in: ['task 1', 'checked 6'], says: 'not per request', check: check('hashes_per_request'), evidence: 'the revalidations sent and the hashes counted in the server meanwhile', halfFix: 'express-etag-strong' },
  { id: 'no-cache', in: ['task 1', 'checked 1'], says: '`Cache-Control: no-cache`', check: check('cache_control'), evidence: 'the Cache-Control the server sent', halfFix: 'max-age' },
  // The simulated app (checked 4) receives few bytes because matches get 304: the same requirement.
  {
    id: 'match-forms',
    in: ['task 2', 'checked 2', 'checked 4'],
    says: 'in its weak form',
    check: check('not_modified_status'),
    evidence: 'the request sent (method and the If-None-Match it carried) and the status it got instead of 304',
    halfFix: 'exact-match-only',
    bounds: [{ value: '10', none: 'the bytes follow from the 304s: a server that answers every matching revalidation with 304 sends the whole catalogue only after a change (about 6 % of the starter\'s bytes), and one that misses a form of the match fails the 304 checks above first; between 6 and 10 % there would be a server that answers some matching revalidations whole and others not, which nobody writes' }]
  },
  { id: 'etag-on-304', in: ['task 2', 'checked 2'], says: 'the same `ETag`', check: check('etag_missing_on'), evidence: 'the request sent and that its answer had no ETag', halfFix: 'bare-304' },
  { id: 'cache-control-on-304', in: ['task 2', 'checked 2'], says: '`ETag` and `Cache-Control`', check: check('cache_control_missing_on_304'), evidence: 'the request sent, and the Cache-Control the whole catalogue carries that the 304 lacked', halfFix: 'no-cache-control-on-304' },
  { id: 'no-match-full', in: ['task 2', 'checked 2'], says: 'any other request gets the whole catalogue', check: check('full_status'), evidence: 'the request sent (with its If-None-Match) and the status it got instead of 200', halfFix: 'loose-match' },
  { id: 'new-etag-after-post', in: ['task 3', 'checked 3', 'checked 4'], says: 'after every successful POST that changes the catalogue the ETag changes', check: check('stale'), evidence: 'the product the POST changed, and that the old ETag still got 304', halfFix: 'etag-never-updated' },
  { id: 'same-post-answers', in: ['task 4', 'checked 5'], says: 'the same answers to POST', check: check('post_status'), evidence: 'the product posted, the status it got and the starter\'s', halfFix: 'post-always-200' },
  { id: 'same-content-type', in: 'checked 5', says: 'still comes as `application/json`', check: check('content_type'), evidence: 'the Content-Type the catalogue came with', halfFix: 'send-buffer-octet-stream' },
  { id: 'same-validation', in: 'task 4', says: 'the same validation', check: check('invalid_status'), evidence: 'the status an invalid POST got instead of 400', halfFix: 'no-validation' },
  { id: 'four-times-as-fast', in: 'checked 7', says: 'at least **4×** as fast', check: 'verdict.fail_speed', evidence: 'req/s of both servers per pair, their ratios and the threshold', halfFix: 'res-json-own-etag' }
]
