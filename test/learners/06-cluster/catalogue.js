'use strict'
// 06-cluster: the ways learners start one worker per core, and the half-fixes (exercises/README.md,
// "The catalogue of learner submissions").
module.exports = [
  { name: 'os-cpus', verdict: 'PASS', quick: false, why: 'os.cpus().length workers, the older idiom' },
  { name: 'esm-modules', verdict: 'PASS', quick: false, why: 'the same cluster as ES modules ("type": "module"): named import of availableParallelism, a top-level await import of the app' },
  { name: 'fixed-two-workers', verdict: 'FAIL', reason: 'exercises.cluster.checks.workers_cores', quick: true, why: 'two workers, the number of cores of the laptop it was written on' },
  { name: 'node-docs-verbatim', verdict: 'FAIL', reason: 'exercises.cluster.checks.sigterm_dropped', quick: true, why: 'Node\'s cluster example as it is: one worker per core and a new fork on exit, but no graceful SIGTERM' }
]
