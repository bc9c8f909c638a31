'use strict'
// What problems/06-cluster/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/06-cluster/) that breaks it alone.
const K = 'exercises.cluster.checks.'

module.exports = [
  { id: 'one-worker-per-core', in: ['task 1', 'checked 3'], says: 'the primary forks one worker per CPU core', check: K + 'workers_cores', halfFix: 'fixed-two-workers' },
  { id: 'workers-serve', in: ['task 2', 'checked 2'], says: 'the workers serve the app from `app.js`', check: K + 'one_process', halfFix: 'listen-outside-if' },
  { id: 'pid-header', in: ['task 2', 'checked 1'], says: 'it sets the `X-Worker-Pid` header to the pid of the process that answers', check: K + 'pid_stranger', halfFix: 'worker-id-header' },
  { id: 'restart', in: ['task 3', 'checked 3'], says: 'when a worker dies, the primary starts a new one', check: K + 'restart_none', halfFix: 'no-restart' },
  { id: 'sigterm-finishes-requests', in: ['task 4', 'checked 4'], says: 'lets the workers finish the requests they are serving', check: K + 'sigterm_dropped', halfFix: 'node-docs-verbatim' },
  { id: 'sigterm-all-exit', in: ['task 4', 'checked 4'], says: 'exits with all of them', check: K + 'sigterm_left', halfFix: 'restart-during-shutdown' },
  { id: 'sigint-too', in: ['task 4', 'checked 4'], says: 'on SIGTERM (and SIGINT)', check: K + 'sigint_dropped', halfFix: 'sigterm-only' },
  {
    id: 'speed',
    in: 'checked 5',
    says: 'serves at least **1.35 times** the requests per second of the starter',
    guidance: 'no realistic submission breaks this bound alone: one that passes the checks above runs one worker per core that serves, and on free cores that is the speed-up (cluster.SCHED_NONE, tried, spreads 4 simultaneous connections over both workers in 17 of 20 trials); the speed check shows the effect on this machine, and says "inconclusive" when other programs keep the cores busy'
  }
]
