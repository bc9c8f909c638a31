'use strict'
// What problems/06-cluster/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/06-cluster/) that breaks it alone.
const K = 'exercises.cluster.checks.'

module.exports = [
  { id: 'one-worker-per-core', in: ['task 1', 'checked 3'], says: 'the primary forks one worker per CPU core', check: K + 'workers_cores', evidence: 'the cores the instance was shown and the workers that answered', halfFix: 'fixed-two-workers' },
  { id: 'workers-serve', in: ['task 2', 'checked 2'], says: 'the workers serve the app from `app.js`', check: K + 'one_process', evidence: 'the answers counted and the one pid they all came from', halfFix: 'listen-outside-if', bounds: [{ value: '2', past: ['one-worker'] }] },
  { id: 'app-unchanged', in: 'task 2', says: 'unchanged', check: K + 'file_changed', evidence: 'the file that is not the starter\'s program', halfFix: 'cached-app' },
  { id: 'pid-header', in: ['task 2', 'checked 1'], says: 'it sets the `X-Worker-Pid` header to the pid of the process that answers', check: K + 'pid_stranger', evidence: 'the pid in X-Worker-Pid that is no process of the server', halfFix: 'worker-id-header' },
  { id: 'restart', in: ['task 3', 'checked 3'], says: 'when a worker dies, the primary starts a new one', check: K + 'restart_none', evidence: 'the worker killed, and the seconds in which no new worker answered', halfFix: 'no-restart', bounds: [{ value: '5', past: ['restart-after-6-seconds'] }, { value: '4', none: 'the requests in flight on the killed worker: the check keeps 4 in flight at once (4 connections), so no server loses more than 4 to one worker\'s death; one that loses the others too loses its primary, restart_primary_died' }] },
  { id: 'sigterm-finishes-requests', in: ['task 4', 'checked 4'], says: 'lets the workers finish the requests they are serving', check: K + 'sigterm_dropped', evidence: 'how many requests in flight at SIGTERM got no answer', halfFix: 'node-docs-verbatim' },
  { id: 'sigterm-all-exit', in: ['task 4', 'checked 4'], says: 'exits with all of them', check: K + 'sigterm_left', evidence: 'the seconds after SIGTERM, and the processes (pids) still running', halfFix: 'restart-during-shutdown', bounds: [{ value: '8', past: ['exit-after-9-seconds'] }] },
  { id: 'sigint-too', in: ['task 4', 'checked 4'], says: 'on SIGTERM (and SIGINT)', check: K + 'sigint_dropped', evidence: 'how many requests in flight at SIGINT got no answer', halfFix: 'sigterm-only' },
  {
    id: 'speed',
    in: 'checked 5',
    says: 'serves at least **1.35 times** the requests per second of the starter',
    guidance: 'no realistic submission breaks this bound alone: one that passes the checks above runs one worker per core that serves, and on free cores that is the speed-up (cluster.SCHED_NONE, tried, spreads 4 simultaneous connections over both workers in 17 of 20 trials); the speed check shows the effect on this machine, and says "inconclusive" when other programs keep the cores busy',
    bounds: [
      { value: '1.35', none: 'the speed check\'s threshold on 2 cores, placed by the threshold rule (spec.js, bench/figures.json): as the guidance says, a submission that passes the checks above runs the speed-up, and a busy machine makes the check inconclusive rather than wrong' },
      { value: '1.6', none: 'the same threshold on 3 cores or more' }
    ]
  }
]
