'use strict'
// 10-http-cache: other ways learners add a validator, and the half-fixes they stop at.
const reason = (key) => `exercises.http-cache.checks.${key}`

module.exports = [
  { name: 'express-fresh', verdict: 'PASS', quick: false, why: 'an MD5 ETag built with the body, Express\'s req.fresh decides the 304' },
  { name: 'etag-package', verdict: 'PASS', quick: false, why: 'the etag package (Express\'s own) run once per change, If-None-Match parsed by hand' },
  { name: 'express-etag-strong', verdict: 'FAIL', reason: reason('hashes_per_request'), quick: true, why: 'app.set(\'etag\', \'strong\') and res.send: correct 304s, but the 500 KB hashed on every request' },
  { name: 'express-res-json', verdict: 'FAIL', reason: reason('etag_weak'), quick: true, why: 'back to res.json: its ETag is weak, and serialised and hashed per request' },
  { name: 'exact-match-only', verdict: 'FAIL', reason: reason('not_modified_status'), quick: true, why: 'If-None-Match compared as a whole: its weak and list forms get 200' },
  { name: 'etag-never-updated', verdict: 'FAIL', reason: reason('stale'), quick: true, why: 'the ETag built once at start: after a POST the old copy still gets 304' },
  { name: 'max-age', verdict: 'FAIL', reason: reason('cache_control'), quick: true, why: 'Cache-Control: max-age=3600: the app shows an hour-old catalogue without asking' }
]
