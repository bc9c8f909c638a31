'use strict'
// 13-worker-pool: other ways learners really move the statistics off the event loop, and the
// half-fixes they really stop at (exercises/README.md, "The catalogue of learner submissions").
// Every FAIL is decided by a deterministic check, before any timing.
const K = 'exercises.worker-pool.checks.'

module.exports = [
  { name: 'worker-threads-by-hand', verdict: 'PASS', reason: null, quick: false, why: 'node:worker_threads by hand: a Worker per core at start-up, a queue of at most 16 in the main thread, a dead worker replaced, SIGTERM ends the server then the workers' },
  { name: 'node-docs-async-resource', verdict: 'PASS', reason: null, quick: false, why: "the WorkerPool of Node's docs (AsyncResource, a worker that throws is replaced), one thread per core, 503 when 16 tasks wait" },
  { name: 'piscina-esm-worker', verdict: 'PASS', reason: null, quick: false, why: "Piscina with an ES module worker file, cores - 1 threads, maxQueue: 16 and its 'Task queue is at limit' rejection as the 503, pool.destroy() after server.close()" },
  { name: 'piscina-max-threads-only', verdict: 'PASS', reason: null, quick: false, why: "Piscina with only maxThreads set to the cores: its default minThreads (half the cores) and idleTimeout (0) end the threads beyond the minimum when idle and start them again for the next burst; maxQueue: 16's rejection as the 503, pool.destroy() after server.close()" },
  { name: 'pull-pool-in-stats', verdict: 'PASS', reason: null, quick: false, why: 'stats.js is also the worker file: idle threads ask for work and call their own trackStats, not the export' },
  { name: 'json-text-from-worker', verdict: 'FAIL', reason: K + 'stats_type', quick: true, why: 'Piscina, the worker returns JSON.stringify(stats) and the route sends it with res.send: Content-Type text/html' },
  { name: 'setimmediate-yield', verdict: 'FAIL', reason: K + 'work_on_main', quick: true, why: 'an async handler that yields once with setImmediate: the arithmetic still runs on the main thread' },
  { name: 'worker-per-request', verdict: 'FAIL', reason: K + 'threads_per_request', quick: false, why: 'a new Worker for every request (workerData in, one message out)' },
  { name: 'pool-loses-workers', verdict: 'FAIL', reason: K + 'error_pool_lost', quick: false, why: 'the by-hand pool, but a worker that throws is never replaced: after as many errors as threads, nothing answers' },
  { name: 'errors-swallowed', verdict: 'FAIL', reason: K + 'damaged_status', quick: true, why: 'Piscina, the worker file catches every error and returns null: a damaged recording gets 200 null' },
  { name: 'piscina-unbounded-queue', verdict: 'FAIL', reason: K + 'queue_unbounded', quick: false, why: 'Piscina sized to the cores, but maxQueue left at its default (Infinity): no 503, ever' },
  // Which of the two decides depends on when the requests arrive (npm run flakes, Node 24 and 26:
  // 1 run in 20 by the held 17); each shows its counts.
  {
    name: 'piscina-queue-auto',
    verdict: 'FAIL',
    reason: K + 'refused_early',
    orReason: K + 'refused_full_queue',
    shows: {
      [K + 'refused_early']: /503\s+to\s+[1-9]\d*\s+of\s+(16|8)\s+requests\s+sent\s+8\s+at\s+a\s+time/,
      [K + 'refused_full_queue']: /Of\s+17\s+requests\s+sent\s+at\s+once\s.*computing\s+[12]\s+\(one\s+each\)\s+and\s+only\s+\d+\s+waited\s.*to\s+the\s+other\s+[1-9]\d*\./s
    },
    quick: true,
    why: "Piscina sized to the cores with maxQueue: 'auto' (the square of maxThreads: 4 on 2 cores): 8 requests at once already get 503s"
  },
  { name: 'piscina-max-queue-17', verdict: 'FAIL', reason: K + 'queue_unbounded', quick: true, why: "Piscina with a thread per core less one and maxQueue: 17, its 'Task queue is at limit' rejection as the 503: one waiting request past the bound of 16" },
  { name: 'piscina-max-queue-40', verdict: 'FAIL', reason: K + 'queue_unbounded', quick: true, why: "an outsider's submission: Piscina with a thread per core less one and maxQueue: 40, 503 on 'Task queue is at limit', 500 otherwise, SIGTERM closes the server then destroys the pool (it PASSed when the check asked only that 16 of 64 be refused)" },
  { name: 'piscina-max-queue-15', verdict: 'FAIL', reason: K + 'refused_full_queue', quick: true, why: "Piscina with a thread per core less one and maxQueue: 15, its 'Task queue is at limit' rejection as the 503: one short of the 16 that must be allowed to wait" },
  { name: 'inflight-cap-16', verdict: 'FAIL', reason: K + 'refused_full_queue', quick: true, why: 'Piscina sized to the cores, and a 503 once 16 requests are in progress, those being computed counted with those that wait: fewer than 16 may wait' },
  { name: 'piscina-default-threads', verdict: 'FAIL', reason: K + 'pool_too_big', quick: false, why: 'Piscina with its default thread counts, its threads kept when idle: maxThreads is 1.5 times the cores' },
  { name: 'fixed-two-threads', verdict: 'FAIL', reason: K + 'pool_too_small', quick: false, why: 'Piscina with two threads written down, the cores of the laptop it was written on' },
  { name: 'no-sigterm-handler', verdict: 'FAIL', reason: K + 'sigterm_dropped', quick: true, why: "the reference solution without a SIGTERM handler: Node's default ends the process with requests in flight" },
  { name: 'exit-after-6-seconds', verdict: 'FAIL', reason: K + 'sigterm_left', quick: true, why: 'the reference solution, whose SIGTERM handler closes the server at once and the pool 6 s later (time for a load balancer to notice): the process outlives the 5 s it has' },
  { name: 'sigterm-server-only', verdict: 'FAIL', reason: K + 'sigterm_left', quick: false, why: 'the by-hand pool whose SIGTERM handler closes the server only: its workers keep the process alive' }
]
