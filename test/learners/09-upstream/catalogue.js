'use strict'
// 09-upstream: other ways learners call the upstream at once, and the half-fixes they stop at.
const reason = (key) => `exercises.upstream.checks.${key}`

module.exports = [
  { name: 'fetch-limiter', verdict: 'PASS', quick: false, why: 'Node\'s fetch (kept alive already), 4 hand-written loops, AbortSignal.timeout per call' },
  { name: 'chunks-of-four', verdict: 'PASS', quick: false, why: 'two chunks of 4 with Promise.all over http.Agent({ keepAlive: true }), the timeout option' },
  { name: 'undici-pool', verdict: 'PASS', quick: false, why: 'undici\'s Pool with 4 connections queues the rest; AbortSignal.timeout as each request\'s signal' },
  { name: 'p-limit-fetch', verdict: 'PASS', quick: false, why: 'p-limit(4) around fetch, one limiter for the server as its README shows, AbortSignal.timeout per call' },
  { name: 'promise-all-eight', verdict: 'FAIL', reason: reason('over_limit'), quick: true, why: 'Promise.all of all 8 over a kept-alive agent: above the upstream\'s 6, two products refused with 429' },
  { name: 'sequential-keep-alive', verdict: 'FAIL', reason: reason('not_concurrent'), quick: true, why: 'keep-alive and a timeout, still await in a for loop: one call at a time' },
  { name: 'limiter-new-connections', verdict: 'FAIL', reason: reason('new_connections'), quick: true, why: '4 at once with a timeout, still agent: false: 8 new connections per bundle' },
  { name: 'no-timeout', verdict: 'FAIL', reason: reason('stall_hangs'), quick: true, why: 'maxSockets 4 over keep-alive, no timeout: a stalled upstream hangs the route' },
  { name: 'retry-on-timeout', verdict: 'FAIL', reason: reason('stall_slow'), quick: false, why: 'each try times out after 500 ms, but a second try doubles the wait: an upstream that hangs takes 2 s' },
  { name: 'timeout-504', verdict: 'FAIL', reason: reason('stall_fallback'), quick: false, why: 'a call that times out makes the route answer 504 instead of the product null' },
  { name: 'timeout-1200', verdict: 'FAIL', reason: reason('call_timeout_off'), quick: true, why: 'AbortSignal.timeout(1200) with all 8 calls started together: the page still fits in 1.5 s, a held call waits 1.2 s' },
  { name: 'race-without-abort', verdict: 'FAIL', reason: reason('call_not_cancelled'), quick: false, why: 'Promise.race against a 500 ms timer: the route stops waiting, the call stays open' },
  { name: 'all-null-on-timeout', verdict: 'FAIL', reason: reason('held_fallback'), quick: false, why: 'one try/catch around the whole bundle: one call that times out makes every product null' },
  { name: 'fetch-no-status-check', verdict: 'FAIL', reason: reason('error_fallback'), quick: false, why: 'fetch does not throw on 429 or 500: the upstream\'s error body lands in the bundle' },
  { name: 'paced-chunks', verdict: 'FAIL', reason: 'verdict.fail_speed', quick: false, why: 'chunks of 4 with a 150 ms breather between them: every check met, about as slow as the starter' },
  { name: 'id-as-string', verdict: 'FAIL', reason: reason('bundle_differs'), quick: false, why: 'the calls done right, but the rewritten route answers the id as the URL gave it, "3" for 3' },
  { name: 'no-404', verdict: 'FAIL', reason: reason('unknown_status'), quick: false, why: 'the calls done right, but the rewritten route lost the id check: /api/bundle/tent answers 200' },
  { name: 'seven-at-once', verdict: 'FAIL', reason: reason('over_limit'), quick: true, why: 'a keep-alive agent with maxSockets 7 and AbortSignal.timeout per call: one call past the upstream\'s 6, refused with 429' },
  { name: 'max-free-sockets-2', verdict: 'FAIL', reason: reason('new_connections'), quick: true, why: 'a keep-alive agent with maxSockets 4 but maxFreeSockets 2: each bundle opens 2 new connections (maxFreeSockets 3 would open 1, the bound)' },
  // The check times a held call from when it reached the upstream, and the server's timer starts
  // before that: 60 ms before, once, in CI's together lane, where a 900 ms timeout showed as 840 ms
  // and passed. 1000 leaves 150 ms for that.
  { name: 'timeout-1000', verdict: 'FAIL', reason: reason('call_timeout_off'), quick: true, why: 'a keep-alive agent with maxSockets 4 and AbortSignal.timeout(1000): a held call is given up past the 850 ms the check allows a 500 ms timeout' },
  { name: 'chunks-of-four-timeout-800', verdict: 'FAIL', reason: reason('stall_slow'), quick: true, why: 'chunks of 4 over a keep-alive agent, a timeout of 800 ms per call: against an upstream that never answers, the two chunks take 1.6 s, past 1.5 s' },
  { name: 'three-at-once', verdict: 'FAIL', reason: reason('not_concurrent'), quick: true, why: 'a keep-alive agent with maxSockets 3 and AbortSignal.timeout per call: everything right but 3 calls at once, not at least 4' }
]
