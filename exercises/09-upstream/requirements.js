'use strict'
// What problems/09-upstream/problem.en.md requires, each with the check that fails when only it is
// broken, what its FAIL shows, the catalogue half-fix (test/learners/09-upstream/) that breaks it
// alone, and for a bound the submissions just past it (exercises/README.md, "The requirement
// table").
const check = (key) => `exercises.upstream.checks.${key}`

module.exports = [
  { id: 'at-least-four', in: ['task 1', 'checked 2'], says: 'at least 4', check: check('not_concurrent'), evidence: 'the most calls the upstream saw at once for one bundle, and the bounds', halfFix: 'sequential-keep-alive', bounds: [{ value: '4', past: ['three-at-once'] }] },
  { id: 'at-most-six', in: 'task 1', says: 'never more than 6', check: check('over_limit'), evidence: 'the bundle, and how many calls the upstream refused with 429 for more than 6 at once', halfFix: 'promise-all-eight', bounds: [{ value: '6', past: ['seven-at-once'] }] },
  {
    id: 'reuse-connections',
    in: ['task 2', 'checked 3'],
    says: 'reuses connections',
    check: check('new_connections'),
    evidence: 'the new connections the upstream saw for the bundles asked, the calls, and the bound',
    halfFix: 'limiter-new-connections',
    // 1 per bundle on average (task 2) is 3 over three bundles (checked 3).
    bounds: [{ value: '1', past: ['max-free-sockets-2'] }, { value: '3', past: ['max-free-sockets-2'] }]
  },
  {
    id: 'timeout-500',
    in: ['task 3', 'checked 5'],
    says: 'timeout of 500 ms',
    check: check('call_timeout_off'),
    evidence: 'the product held, and how long after it reached the upstream the call was given up (the bounds)',
    halfFix: 'timeout-1200',
    bounds: [
      { value: '500', past: ['timeout-1000'] },
      { value: '850', past: ['timeout-1000'] },
      { value: '350', none: 'room for a busy machine below 500 ms: a timeout short enough to be given up before 350 ms (200 ms, say) also loses, on a busy machine, healthy calls (30 ms each, later under load), and fails the answers\' check first or not depending on the load: no submission fails this end alone on every machine' }
    ]
  },
  { id: 'call-cancelled', in: ['task 3', 'checked 5'], says: 'is cancelled (its connection closed)', check: check('call_not_cancelled'), evidence: 'the product held, when the route answered, and how long the call itself stayed open', halfFix: 'race-without-abort' },
  { id: 'late-product-null', in: ['task 3', 'checked 5'], says: 'the other products are there', check: check('held_fallback'), evidence: 'the product held, the status, and how many of the 8 products were null', halfFix: 'all-null-on-timeout' },
  { id: 'refused-product-null', in: ['task 3', 'checked 6'], says: 'refuses (429) or fails (500)', check: check('error_fallback'), evidence: 'the products refused and failed, the status, and how many of the 8 were null', halfFix: 'fetch-no-status-check' },
  { id: 'stall-answers', in: ['task 3', 'checked 4'], says: 'with an upstream that never answers, the route answers', check: check('stall_hangs'), evidence: 'the seconds the route stayed silent', halfFix: 'no-timeout' },
  { id: 'stall-within', in: ['task 3', 'checked 4'], says: 'within 1.5 s', check: check('stall_slow'), evidence: 'the milliseconds the route took, and the bound', halfFix: 'retry-on-timeout', bounds: [{ value: '1.5', past: ['chunks-of-four-timeout-800'] }] },
  { id: 'stall-all-null', in: ['task 3', 'checked 4'], says: 'every product `null`', check: check('stall_fallback'), evidence: 'the status and time of the route\'s answer', halfFix: 'timeout-504' },
  { id: 'same-answers', in: ['task 4', 'checked 1'], says: 'the same answers', check: check('bundle_differs'), evidence: 'the bundle, and the first field of the answer that differs with both values', halfFix: 'id-as-string' },
  { id: 'not-a-number-404', in: ['task 4', 'checked 1'], says: '404 for an id that is not a number', check: check('unknown_status'), evidence: 'the status /api/bundle/tent got instead of 404', halfFix: 'no-404' },
  { id: 'twice-as-fast', in: 'checked 7', says: 'at least **2×** as fast', check: 'verdict.fail_speed', evidence: 'the mean time per bundle of both servers per pair, their ratios and the threshold', halfFix: 'paced-chunks' }
]
