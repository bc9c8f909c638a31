'use strict'
// 01-measure: the ways learners measure with autocannon, and the half-fixes (exercises/README.md,
// "The catalogue of learner submissions"). All are decided without a speed check.
module.exports = [
  { name: 'two-runs-promise', verdict: 'PASS', quick: true, why: 'two awaited runs: the first a thrown-away warm-up' },
  { name: 'callback-manual-warmup', verdict: 'PASS', quick: true, why: 'the callback form, with the warm-up as a first separate run' },
  { name: 'tracker-done-event', verdict: 'PASS', quick: false, why: 'the event form (instance.on(\'done\')), warm-up first' },
  { name: 'average-as-p99', verdict: 'FAIL', reason: 'exercises.measure.checks.p99_below_tail', quick: true, why: 'the average latency printed as p99' },
  { name: 'p97_5-as-p99', verdict: 'FAIL', reason: 'exercises.measure.checks.p99_below_tail', quick: false, why: 'result.latency.p97_5 printed as p99' },
  { name: 'callback-with-warmup', verdict: 'FAIL', reason: 'exercises.measure.checks.warmup_ignored', quick: true, why: 'the warmup option in the callback form, which ignores it' },
  { name: 'no-warmup', verdict: 'FAIL', reason: 'exercises.measure.checks.no_warmup', quick: false, why: 'one measured run, no warm-up' }
]
