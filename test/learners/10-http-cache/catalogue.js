'use strict'
// 10-http-cache: other ways learners add a validator, and the half-fixes they stop at.
const reason = (key) => `exercises.http-cache.checks.${key}`

module.exports = [
  { name: 'express-fresh', verdict: 'PASS', quick: false, why: 'an MD5 ETag built with the body, Express\'s req.fresh decides the 304' },
  { name: 'etag-package', verdict: 'PASS', quick: false, why: 'the etag package (Express\'s own) run once per change, If-None-Match parsed by hand' },
  { name: 'fresh-package', verdict: 'PASS', quick: false, why: 'the fresh package called with the request\'s headers and a SHA-256 ETag built with the body' },
  { name: 'res-send-own-etag', verdict: 'PASS', quick: false, why: 'Express\'s ETag off, ours set on the response, res.send(buffer) answers the 304 by itself' },
  { name: 'express-etag-strong', verdict: 'FAIL', reason: reason('hashes_per_request'), quick: true, why: 'app.set(\'etag\', \'strong\') and res.send: correct 304s, but the 500 KB hashed on every request' },
  { name: 'express-res-json', verdict: 'FAIL', reason: reason('etag_weak'), quick: false, why: 'back to res.json: its ETag is weak, and serialised and hashed per request' },
  { name: 'weak-etag', verdict: 'FAIL', reason: reason('etag_weak'), quick: false, why: 'built once with the body, but written W/"…" as Express writes its own' },
  { name: 'max-age', verdict: 'FAIL', reason: reason('cache_control'), quick: true, why: 'Cache-Control: max-age=3600: the app shows an hour-old catalogue without asking' },
  { name: 'exact-match-only', verdict: 'FAIL', reason: reason('not_modified_status'), quick: true, why: 'If-None-Match compared as a whole: its weak and list forms get 200' },
  { name: 'bare-304', verdict: 'FAIL', reason: reason('etag_missing_on'), quick: false, why: 'the 304 sent before the headers are set: no ETag, no Cache-Control' },
  { name: 'no-cache-control-on-304', verdict: 'FAIL', reason: reason('cache_control_missing_on_304'), quick: true, why: 'req.fresh and the ETag on every answer, Cache-Control on the 200 only' },
  { name: 'loose-match', verdict: 'FAIL', reason: reason('full_status'), quick: false, why: '"*" or If-None-Match containing our hash: a tag that merely contains it gets 304' },
  { name: 'etag-never-updated', verdict: 'FAIL', reason: reason('stale'), quick: true, why: 'the ETag built once at start: after a POST the old copy still gets 304' },
  { name: 'no-validation', verdict: 'FAIL', reason: reason('invalid_status'), quick: false, why: 'the POST handler rewritten to rebuild body and ETag kept only the id check' },
  { name: 'res-json-own-etag', verdict: 'FAIL', reason: 'verdict.fail_speed', quick: false, why: 'a strong ETag built once and res.json, which answers 304 itself: every check met, but 500 KB serialised per revalidation' },
  { name: 'post-always-200', verdict: 'FAIL', reason: reason('post_status'), quick: true, why: 'the POST handler rewritten to rebuild body and ETag answers 200 to a new product too (the starter: 201)' },
  { name: 'send-buffer-octet-stream', verdict: 'FAIL', reason: reason('content_type'), quick: false, why: 'the 200 sent with res.send(buffer) and the validator\'s headers: Express labels a Buffer application/octet-stream' },
  { name: 'list-split-on-comma-space', verdict: 'FAIL', reason: reason('not_modified_status'), quick: false, why: 'If-None-Match split on ", ": a list without the space after its comma is never matched' },
  { name: 'crc32-per-request', verdict: 'FAIL', reason: reason('hashes_per_request'), quick: true, why: 'zlib.crc32 over the whole body on every GET: a checksum, cheap, but per request' },
  { name: 'web-crypto-per-request', verdict: 'FAIL', reason: reason('hashes_per_request'), quick: false, why: 'SHA-256 from Web Crypto (crypto.subtle.digest, as MDN computes a digest) on every GET' },
  { name: 'version-counter', verdict: 'PASS', quick: false, why: 'no hash: a strong tag of a boot id and a version bumped on every rebuild, the headers of 200 and 304 built with the body' }
]
