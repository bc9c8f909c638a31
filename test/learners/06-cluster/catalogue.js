'use strict'
// 06-cluster: the ways learners start one worker per core, and the half-fixes (exercises/README.md,
// "The catalogue of learner submissions").
const K = 'exercises.cluster.checks.'

module.exports = [
  { name: 'os-cpus', verdict: 'PASS', quick: false, why: 'os.cpus().length workers, the older idiom' },
  { name: 'esm-modules', verdict: 'PASS', quick: false, why: 'the same cluster as ES modules ("type": "module"): named import of availableParallelism, a top-level await import of the app' },
  { name: 'fixed-two-workers', verdict: 'FAIL', reason: K + 'workers_cores', quick: true, why: 'two workers, the number of cores of the laptop it was written on' },
  { name: 'one-worker', verdict: 'FAIL', reason: K + 'one_process', quick: true, why: 'the reference cluster with a single worker ("the primary restarts it"): every answer from one process, one short of 2' },
  { name: 'restart-after-6-seconds', verdict: 'FAIL', reason: K + 'restart_none', quick: true, why: 'the reference cluster, a dead worker replaced 6 s later ("let it cool down"): past the 5 s in which a new one must answer' },
  { name: 'exit-after-9-seconds', verdict: 'FAIL', reason: K + 'sigterm_left', quick: true, why: 'the reference cluster, whose primary waits 9 s after its workers have ended before it exits: past the 8 s it has' },
  { name: 'listen-outside-if', verdict: 'FAIL', reason: K + 'one_process', quick: false, why: 'app.listen() after the if/else: the primary binds the port itself and serves everything, its workers die with EADDRINUSE' },
  { name: 'worker-id-header', verdict: 'FAIL', reason: K + 'pid_stranger', quick: false, why: 'server.js makes X-Worker-Pid say cluster.worker.id (1, 2, …), not the process id (app.js as it is)' },
  { name: 'cached-app', verdict: 'FAIL', reason: K + 'file_changed', quick: false, why: 'the reference cluster, and a cache of stormRisk added to app.js: 50 times the starter\'s speed, none of it from the cluster' },
  { name: 'no-restart', verdict: 'FAIL', reason: K + 'restart_none', quick: true, why: 'one worker per core and a clean SIGTERM, but a worker that dies is not replaced' },
  { name: 'node-docs-verbatim', verdict: 'FAIL', reason: K + 'sigterm_dropped', quick: true, why: 'Node\'s cluster example as it is: one worker per core and a new fork on exit, but no graceful SIGTERM' },
  { name: 'restart-during-shutdown', verdict: 'FAIL', reason: K + 'sigterm_left', quick: false, why: 'workers disconnected on SIGTERM, but the exit handler forks a new one for each: the cluster never ends' },
  { name: 'sigterm-only', verdict: 'FAIL', reason: K + 'sigint_dropped', quick: true, why: 'a clean stop on SIGTERM only: SIGINT (Ctrl-C) kills the primary, and its workers drop their requests' }
]
