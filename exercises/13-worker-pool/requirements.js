'use strict'
// What problems/13-worker-pool/problem.en.md requires, each with the check that fails when only
// it is broken and the catalogue half-fix (test/learners/13-worker-pool/) that breaks it alone
// (exercises/README.md, "The requirement table"). The checks watch the threads from inside the
// learner's server (preload.js: shared counters that every thread adds to).
const K = 'exercises.worker-pool.checks.'

module.exports = [
  { id: 'off-the-main-thread', in: ['task 1', 'checked 2'], says: 'Move `trackStats` off the main thread', check: K + 'work_on_main', halfFix: 'setimmediate-yield' },
  // /health is slow exactly when the main thread computes: the deterministic check sees that
  // first, and every wrong submission of the catalogue is decided before any timing.
  { id: 'health-stays-fast', in: 'checked 8', says: "the starter's `/health` p99 latency must be at least", check: K + 'work_on_main', halfFix: 'setimmediate-yield' },
  { id: 'same-answers', in: ['task 1', 'checked 1'], says: 'the answers stay exactly the same', check: K + 'stats_type', halfFix: 'json-text-from-worker' },
  { id: 'reused-threads', in: ['task 2', 'checked 3'], says: 'threads made once and reused for every request', check: K + 'threads_per_request', halfFix: 'worker-per-request' },
  { id: 'sized-to-the-cores', in: ['task 2', 'checked 6'], says: 'sized to the cores', check: K + 'pool_too_big', halfFix: 'piscina-default-threads' },
  { id: 'sized-by-the-machine', in: ['task 2', 'checked 6'], says: 'as many threads as `os.availableParallelism()`, or one less', check: K + 'pool_too_small', halfFix: 'fixed-two-threads' },
  { id: 'error-gives-500', in: ['task 3', 'checked 4'], says: '500 for that request only', check: K + 'damaged_status', halfFix: 'errors-swallowed' },
  { id: 'pool-survives-errors', in: ['task 3', 'checked 4'], says: 'the pool goes on serving', check: K + 'error_pool_lost', halfFix: 'pool-loses-workers' },
  { id: 'bounded-queue', in: ['task 4', 'checked 5'], says: 'Bound the queue', check: K + 'queue_unbounded', halfFix: 'piscina-unbounded-queue' },
  { id: 'queue-not-too-short', in: ['task 4', 'checked 2'], says: 'Up to 16 waiting requests must not be refused', check: K + 'refused_early', halfFix: 'piscina-queue-auto' },
  // Counting the requests a thread computes with those that wait refuses some of 16 waiting.
  { id: 'queue-holds-sixteen', in: ['task 4', 'checked 5'], says: 'Up to 16 waiting requests must not be refused', check: K + 'refused_full_queue', halfFix: 'inflight-cap-16' },
  { id: 'sigterm-answers-in-flight', in: ['task 5', 'checked 7'], says: 'let the requests in flight get their answers', check: K + 'sigterm_dropped', halfFix: 'no-sigterm-handler' },
  { id: 'sigterm-exits', in: ['task 5', 'checked 7'], says: 'close the pool, so that the process exits', check: K + 'sigterm_left', halfFix: 'sigterm-server-only' }
]
