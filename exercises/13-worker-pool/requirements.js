'use strict'
// What problems/13-worker-pool/problem.en.md requires, each with the check that fails when only
// it is broken, what its FAIL shows, the catalogue half-fix (test/learners/13-worker-pool/) that
// breaks it alone, and for a bound the submissions just past it (exercises/README.md, "The
// requirement table"). The checks watch the threads from inside the learner's server (preload.js:
// shared counters that every thread adds to).
const K = 'exercises.worker-pool.checks.'

module.exports = [
  { id: 'off-the-main-thread', in: ['task 1', 'checked 2'], says: 'Move `trackStats` off the main thread', check: K + 'work_on_main', evidence: 'the requests sent and how many at a time; the calls of trackStats counted on the main thread', halfFix: 'setimmediate-yield' },
  // /health is slow exactly when the main thread computes: the deterministic check sees that
  // first, and every wrong submission of the catalogue is decided before any timing.
  {
    id: 'health-stays-fast',
    in: 'checked 8',
    says: "the starter's `/health` p99 latency must be at least",
    check: K + 'work_on_main',
    evidence: 'as off-the-main-thread; under the speed check, the /health p99 of both servers per pair',
    halfFix: 'setimmediate-yield',
    bounds: [{ value: '3.5', none: 'the speed check\'s threshold, placed by the threshold rule between the weakest correct pool (x10.64) and the starter against itself (x1.15), spec.js and bench/figures.json: every wrong submission is decided by a count before it' }]
  },
  { id: 'same-answers', in: ['task 1', 'checked 1'], says: 'the answers stay exactly the same', check: K + 'stats_type', evidence: 'the route with its track id, and the Content-Type sent next to the one the starter sends', halfFix: 'json-text-from-worker' },
  {
    id: 'reused-threads',
    in: ['task 2', 'checked 3'],
    says: 'threads made once and reused for every request',
    check: K + 'threads_per_request',
    evidence: 'the requests sent and the threads started meanwhile (the bound: 12)',
    halfFix: 'worker-per-request',
    bounds: [{ value: '12', none: 'a pool starts at most one thread per core for the first 8 requests and Piscina half of them again, 12 on 8 cores; a submission that starts 13 for 16 requests is a thread per request that reuses three, which nobody writes: the bound leaves room for real pools, and a thread per request (16) is past it' }]
  },
  {
    id: 'sized-to-the-cores',
    in: ['task 2', 'checked 6'],
    says: 'sized to the cores',
    check: K + 'pool_too_big',
    evidence: 'the cores the instance was shown, the requests in flight, and the most worker threads alive at once',
    halfFix: 'piscina-default-threads',
    bounds: [{ value: '4', none: 'not a bound of the learner\'s program: the fewest cores the second instance is shown (its bound is that count, which piscina-default-threads passes by half)' }]
  },
  { id: 'sized-by-the-machine', in: ['task 2', 'checked 6'], says: 'as many threads as `os.availableParallelism()`, or one less', check: K + 'pool_too_small', evidence: 'the cores the instance was shown, the requests in flight, and the most worker threads alive at once', halfFix: 'fixed-two-threads' },
  { id: 'error-gives-500', in: ['task 3', 'checked 4'], says: '500 for that request only', check: K + 'damaged_status', evidence: 'the damaged recording\'s route and the status it got instead of 500', halfFix: 'errors-swallowed' },
  { id: 'pool-survives-errors', in: ['task 3', 'checked 4'], says: 'the pool goes on serving', check: K + 'error_pool_lost', evidence: 'the damaged recordings sent, how many requests got no statistics, and the first one\'s status or error', halfFix: 'pool-loses-workers' },
  {
    id: 'bounded-queue',
    in: ['task 4', 'checked 5'],
    says: 'Bound the queue',
    check: K + 'queue_unbounded',
    evidence: 'the requests sent at once while the threads were held, how many the threads computed, how many got 503 and how many waited (the bound: 16)',
    halfFix: 'piscina-unbounded-queue',
    bounds: [{ value: '16', past: ['piscina-max-queue-17', 'piscina-max-queue-40'] }]
  },
  { id: 'queue-not-too-short', in: ['task 4', 'checked 2'], says: 'Up to 16 waiting requests must not be refused', check: K + 'refused_early', evidence: 'how many of the requests sent a few at a time got 503, and how many were sent at once', halfFix: 'piscina-queue-auto' },
  // Counting the requests a thread computes with those that wait refuses some of 16 waiting.
  {
    id: 'queue-holds-sixteen',
    in: ['task 4', 'checked 5'],
    says: 'Up to 16 waiting requests must not be refused',
    check: K + 'refused_full_queue',
    evidence: 'the requests sent at once while the threads were held, how many the threads computed, how many waited and how many got 503',
    halfFix: 'inflight-cap-16',
    bounds: [{ value: '16', past: ['piscina-max-queue-15'] }]
  },
  { id: 'sigterm-answers-in-flight', in: ['task 5', 'checked 7'], says: 'let the requests in flight get their statistics', check: K + 'sigterm_dropped', evidence: 'how many of the requests in flight at SIGTERM got no statistics, and the first one\'s status or error', halfFix: 'no-sigterm-handler' },
  {
    id: 'sigterm-exits',
    in: ['task 5', 'checked 7'],
    says: 'close the pool, so that the process exits',
    check: K + 'sigterm_left',
    evidence: 'the seconds after SIGTERM at which the server was still running',
    halfFix: 'sigterm-server-only',
    bounds: [{ value: '5', past: ['exit-after-6-seconds'] }]
  }
]
