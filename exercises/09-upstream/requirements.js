'use strict'
// What problems/09-upstream/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/09-upstream/) that breaks it alone.
const check = (key) => `exercises.upstream.checks.${key}`

module.exports = [
  { id: 'at-least-four', in: ['task 1', 'checked 2'], says: 'at least 4', check: check('not_concurrent'), halfFix: 'sequential-keep-alive' },
  { id: 'at-most-six', in: 'task 1', says: 'never more than 6', check: check('over_limit'), halfFix: 'promise-all-eight' },
  { id: 'reuse-connections', in: ['task 2', 'checked 3'], says: 'reuses connections', check: check('new_connections'), halfFix: 'limiter-new-connections' },
  { id: 'timeout-500', in: ['task 3', 'checked 5'], says: 'timeout of 500 ms', check: check('call_timeout_off'), halfFix: 'timeout-1200' },
  { id: 'call-cancelled', in: ['task 3', 'checked 5'], says: 'is cancelled (its connection closed)', check: check('call_not_cancelled'), halfFix: 'race-without-abort' },
  { id: 'late-product-null', in: ['task 3', 'checked 5'], says: 'the other products are there', check: check('held_fallback'), halfFix: 'all-null-on-timeout' },
  { id: 'refused-product-null', in: ['task 3', 'checked 6'], says: 'refuses (429) or fails (500)', check: check('error_fallback'), halfFix: 'fetch-no-status-check' },
  { id: 'stall-answers', in: ['task 3', 'checked 4'], says: 'with an upstream that never answers, the route answers', check: check('stall_hangs'), halfFix: 'no-timeout' },
  { id: 'stall-within', in: ['task 3', 'checked 4'], says: 'within 1.5 s', check: check('stall_slow'), halfFix: 'retry-on-timeout' },
  { id: 'stall-all-null', in: ['task 3', 'checked 4'], says: 'every product `null`', check: check('stall_fallback'), halfFix: 'timeout-504' },
  { id: 'same-answers', in: ['task 4', 'checked 1'], says: 'the same answers', check: check('bundle_differs'), halfFix: 'id-as-string' },
  { id: 'not-a-number-404', in: ['task 4', 'checked 1'], says: '404 for an id that is not a number', check: check('unknown_status'), halfFix: 'no-404' },
  { id: 'twice-as-fast', in: 'checked 7', says: 'at least **2×** as fast', check: 'verdict.fail_speed', halfFix: 'paced-chunks' }
]
