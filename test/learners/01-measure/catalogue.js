'use strict'
// 01-measure: the ways learners measure with autocannon, and the half-fixes (exercises/README.md,
// "The catalogue of learner submissions"). All are decided without a speed check.
const K = 'exercises.measure.checks.'

module.exports = [
  { name: 'two-runs-promise', verdict: 'PASS', quick: true, why: 'two awaited runs: the first a thrown-away warm-up' },
  { name: 'callback-manual-warmup', verdict: 'PASS', quick: true, why: 'the callback form, with the warm-up as a first separate run' },
  { name: 'tracker-done-event', verdict: 'PASS', quick: false, why: 'the event form (instance.on(\'done\')), warm-up first' },
  { name: 'locale-numbers', verdict: 'FAIL', reason: K + 'number_format', quick: true, why: 'measured right, its numbers printed with toLocaleString() in German: "req/s: 4.115,2"' },
  { name: 'average-as-p99', verdict: 'FAIL', reason: K + 'p99_below_tail', quick: true, why: 'the average latency printed as p99' },
  { name: 'p97_5-as-p99', verdict: 'FAIL', reason: K + 'p99_below_tail', quick: false, why: 'result.latency.p97_5 printed as p99' },
  { name: 'p99_9-as-p99', verdict: 'FAIL', reason: K + 'p99_above_tail', quick: false, why: 'result.latency.p99_9 printed as p99' },
  { name: 'p99-times-1000', verdict: 'FAIL', reason: K + 'p99_insane', quick: false, why: 'p99 "converted" from seconds: a thousand times too large' },
  { name: 'callback-with-warmup', verdict: 'FAIL', reason: K + 'warmup_ignored', quick: true, why: 'the warmup option in the callback form, which ignores it' },
  { name: 'no-warmup', verdict: 'FAIL', reason: K + 'no_warmup', quick: false, why: 'one measured run, no warm-up' },
  { name: 'fetch-warmup', verdict: 'FAIL', reason: K + 'warmup_short', quick: false, why: 'a "warm-up" of 10 fetch calls, one after the other' },
  { name: 'one-second-each', verdict: 'FAIL', reason: K + 'measured_short', quick: false, why: 'one second of warm-up, one second measured' },
  { name: 'warmup-300ms', verdict: 'FAIL', reason: K + 'warmup_short', quick: true, why: 'two awaited runs, the warm-up 0.3 s long, sampled every 100 ms (autocannon stops only at a sample): short of the half second allowed for about a second' },
  { name: 'measured-1200ms', verdict: 'FAIL', reason: K + 'measured_short', quick: true, why: 'a warm-up of a second, then 1.2 s measured, sampled every 100 ms (autocannon stops only at a sample): short of the 1.5 s allowed for a few seconds' },
  { name: 'four-connections', verdict: 'FAIL', reason: K + 'connections_off', quick: true, why: 'two awaited runs at 4 connections, one per core: one short of the 5 allowed for about 10' },
  { name: 'twenty-one-connections', verdict: 'FAIL', reason: K + 'connections_off', quick: true, why: 'two awaited runs at 21 connections: one past the 20 allowed for about 10' },
  { name: 'hundred-connections', verdict: 'FAIL', reason: K + 'connections_off', quick: false, why: '100 connections, as in autocannon\'s README example' },
  { name: 'count-with-warmup', verdict: 'FAIL', reason: K + 'count_mismatch', quick: false, why: 'requests counted with on(\'response\') over the warm-up and the measured run' },
  { name: 'throughput-as-rps', verdict: 'FAIL', reason: K + 'rate_mismatch', quick: false, why: 'result.throughput.average (bytes per second) printed as req/s' },
  { name: 'req-sec-label', verdict: 'FAIL', reason: K + 'missing_field', quick: false, why: '"req/sec:" as autocannon\'s table labels it, not "req/s:"' },
  { name: 'progress-never-cleared', verdict: 'FAIL', reason: 'client.timed_out', quick: false, why: 'a progress interval never cleared: the report is printed, the program never exits' }
]
