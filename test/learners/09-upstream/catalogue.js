'use strict'
// 09-upstream: other ways learners call the upstream at once, and the half-fixes they stop at.
const reason = (key) => `exercises.upstream.checks.${key}`

module.exports = [
  { name: 'fetch-limiter', verdict: 'PASS', quick: false, why: 'Node\'s fetch (kept alive already), 4 hand-written loops, AbortSignal.timeout per call' },
  { name: 'chunks-of-four', verdict: 'PASS', quick: false, why: 'two chunks of 4 with Promise.all over http.Agent({ keepAlive: true }), the timeout option' },
  { name: 'promise-all-eight', verdict: 'FAIL', reason: reason('over_limit'), quick: true, why: 'Promise.all of all 8 over a kept-alive agent: above the upstream\'s 6, two products refused with 429' },
  { name: 'limiter-new-connections', verdict: 'FAIL', reason: reason('new_connections'), quick: true, why: '4 at once with a timeout, still agent: false: 8 new connections per bundle' },
  { name: 'no-timeout', verdict: 'FAIL', reason: reason('stall_hangs'), quick: true, why: 'maxSockets 4 over keep-alive, no timeout: a stalled upstream hangs the route' },
  { name: 'sequential-keep-alive', verdict: 'FAIL', reason: reason('not_concurrent'), quick: true, why: 'keep-alive and a timeout, still await in a for loop: one call at a time' }
]
