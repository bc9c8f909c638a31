'use strict'
// What problems/01-measure/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/01-measure/) that breaks it alone
// (exercises/README.md, "The requirement table"). The checks compare bench.js's report with what
// the workshop's own server recorded (target.js): runs, connections, times, its latency tails.
const K = 'exercises.measure.checks.'

module.exports = [
  { id: 'warm-up', in: ['task 1', 'checked 2'], says: 'warms the server up', check: K + 'no_warmup', halfFix: 'no-warmup' },
  { id: 'warm-up-in-promise-form', in: 'task 1', says: "autocannon's `warmup` option", check: K + 'warmup_ignored', halfFix: 'callback-with-warmup' },
  { id: 'warm-up-a-second', in: ['task 1', 'checked 2'], says: 'for about a second', check: K + 'warmup_short', halfFix: 'fetch-warmup' },
  { id: 'measure-a-few-seconds', in: ['task 2', 'checked 3'], says: 'for a few seconds (3 is plenty)', check: K + 'measured_short', halfFix: 'one-second-each' },
  { id: 'about-ten-connections', in: ['task 2', 'checked 3'], says: 'at about 10 connections', check: K + 'connections_off', halfFix: 'hundred-connections' },
  { id: 'three-lines', in: ['task 3', 'checked 1'], says: 'prints exactly these three lines', check: K + 'missing_field', halfFix: 'req-sec-label' },
  { id: 'plain-numbers', in: 'task 3', says: 'no thousands separator', check: K + 'number_format', halfFix: 'locale-numbers' },
  { id: 'exits', in: 'task 3', says: 'and exits', check: 'client.timed_out', halfFix: 'progress-never-cleared' },
  { id: 'measured-count', in: 'checked 4', says: 'matches, within 2 %, what the server received during the measured run', check: K + 'count_mismatch', halfFix: 'count-with-warmup' },
  { id: 'plausible-rate', in: 'checked 5', says: 'your `req/s` and `p99` are plausible for that run', check: K + 'rate_mismatch', halfFix: 'throughput-as-rps' },
  { id: 'p99-in-milliseconds', in: 'checked 5', says: 'your `req/s` and `p99` are plausible for that run', check: K + 'p99_insane', halfFix: 'p99-times-1000' },
  { id: 'p99-sees-the-tail', in: 'checked 6', says: "your `p99` sees the server's slow requests", check: K + 'p99_below_tail', halfFix: 'average-as-p99' },
  { id: 'p99-not-the-maximum', in: 'checked 6', says: 'a maximum or a p99.9', check: K + 'p99_above_tail', halfFix: 'p99_9-as-p99' }
]
