'use strict'
// What problems/05-gzip/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/05-gzip/) that breaks it alone.
const K = 'exercises.gzip.checks.'

module.exports = [
  { id: 'gzip-when-allowed', in: ['task 1', 'checked 1'], says: 'gzip for clients whose `Accept-Encoding` allows it', check: K + 'not_compressed', evidence: 'the Accept-Encoding sent, the Content-Encoding that came back, and the ones allowed', halfFix: 'accept-exact-token' },
  { id: 'uncompressed-otherwise', in: ['task 1', 'checked 2'], says: 'uncompressed for everyone else', check: K + 'must_not_compress', evidence: 'the Accept-Encoding sent, the Content-Encoding that came back, and the ones allowed', halfFix: 'accept-substring' },
  { id: 'uncompressed-without-header', in: 'checked 2', says: 'with no `Accept-Encoding`', check: K + 'must_not_compress_no_header', evidence: 'the Content-Encoding that came back without an Accept-Encoding', halfFix: 'gzip-always' },
  { id: 'the-exact-guide', in: 'checked 1', says: 'unpacks to `data/trails.json` byte for byte', check: K + 'guide_differs', evidence: 'the Accept-Encoding and encoding, and where the unpacked body first differs from the guide with both', halfFix: 'minified-guide' },
  { id: 'vary', in: ['task 1', 'checked 3'], says: 'always with `Vary: Accept-Encoding`', check: K + 'vary_missing', evidence: 'the route and Accept-Encoding of the answer without Vary: Accept-Encoding', halfFix: 'no-vary' },
  { id: 'json-content-type', in: ['task 1', 'checked 3'], says: 'a JSON `Content-Type` (`application/json`)', check: K + 'content_type', evidence: 'the Content-Type the server sent', halfFix: 'octet-stream-type' },
  { id: 'content-length', in: ['task 1', 'checked 3'], says: '`Content-Length` that matches the bytes sent when it has one', check: K + 'content_length_wrong', evidence: 'the Accept-Encoding, the Content-Length declared and the bytes sent', halfFix: 'length-of-guide' },
  { id: 'head', in: 'checked 4', says: '`HEAD /trails` answers 200 with the headers of the GET', check: K + 'head_status', evidence: 'the Accept-Encoding and the status HEAD got instead of 200', halfFix: 'fast-path-get-only' },
  { id: 'compressed-once', in: ['task 2', 'checked 6'], says: 'the guide is compressed **once**, at start-up', check: K + 'compressed_per_request', evidence: 'the requests counted, the compressions started meanwhile and their kinds', halfFix: 'compression-level-1' },
  { id: 'at-start-up', in: ['task 2', 'checked 6'], says: 'at start-up, and served from a buffer in memory', check: K + 'compressed_on_request', evidence: 'the compressions GET /trails started since the server started', halfFix: 'compress-on-first-request' },
  { id: 'conditions-compressed', in: ['task 3', 'checked 5'], says: '`GET /api/conditions` goes through the `compression()` middleware', check: K + 'conditions_not_compressed', evidence: 'the Content-Encoding GET /api/conditions came back with', halfFix: 'no-middleware' },
  { id: 'conditions-not-cached', in: ['task 3', 'checked 5'], says: 'it is new every time, so it cannot be cached', check: K + 'conditions_cached', evidence: 'the generatedAt both reports carried', halfFix: 'conditions-cached' },
  { id: 'health-uncompressed', in: ['task 3', 'checked 5'], says: 'with a sensible threshold', check: K + 'small_compressed', evidence: 'the size of /health and the Content-Encoding it came back with', halfFix: 'threshold-zero' },
  {
    id: 'bytes',
    in: 'checked 7',
    says: 'takes at most **1/5** of the bytes the starter sends',
    guidance: 'no realistic submission breaks this bound alone: every gzip that checked 1 accepts (one that unpacks to the guide) takes at most 19.6 % of the starter\'s bytes at any level (level 1: 17.6 %); only a Huffman-only or 512-byte-window gzip (65 %, 62 %), which nobody configures for a document compressed once, goes above 1/5, and no compression at all fails checked 1 first',
    bounds: [{ value: '1/5', none: 'as the guidance says: no realistic gzip sits just past 1/5, every one that unpacks to the guide takes at most 19.6 % of the starter\'s bytes' }]
  },
  { id: 'speed', in: 'checked 8', says: 'serves at least **2×** the requests per second', check: 'verdict.fail_speed', evidence: 'req/s of both servers per pair, their ratios and the threshold', halfFix: 'fflate-per-request' }
]
