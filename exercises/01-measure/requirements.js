'use strict'
// What problems/01-measure/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/01-measure/) that breaks it alone
// (exercises/README.md, "The requirement table"). The checks compare bench.js's report with what
// the workshop's own server recorded (target.js): runs, connections, times, its latency tails.
const K = 'exercises.measure.checks.'

module.exports = [
  { id: 'warm-up', in: ['task 1', 'checked 2'], says: 'warms the server up', check: K + 'no_warmup', evidence: 'the runs the server saw: a single one, no warm-up before it', halfFix: 'no-warmup' },
  { id: 'warm-up-in-promise-form', in: 'task 1', says: "autocannon's `warmup` option", check: K + 'warmup_ignored', evidence: 'that the warmup option is set and the server saw a single run', halfFix: 'callback-with-warmup' },
  { id: 'warm-up-a-second', in: ['task 1', 'checked 2'], says: 'for about a second', check: K + 'warmup_short', evidence: 'the warm-up\'s requests and milliseconds at the server, and the least that counts', halfFix: 'fetch-warmup', bounds: [{ value: '0.5', past: ['warmup-300ms'] }] },
  { id: 'measure-a-few-seconds', in: ['task 2', 'checked 3'], says: 'for a few seconds (3 is plenty)', check: K + 'measured_short', evidence: 'the seconds the measured run lasted at the server, and the least that counts', halfFix: 'one-second-each', bounds: [{ value: '1.5', past: ['measured-1200ms'] }] },
  { id: 'about-ten-connections', in: ['task 2', 'checked 3'], says: 'at about 10 connections', check: K + 'connections_off', evidence: 'the connections the measured run kept busy at once, and the range that counts', halfFix: 'hundred-connections', bounds: [{ value: '5', past: ['four-connections'] }, { value: '20', past: ['twenty-one-connections'] }] },
  { id: 'three-lines', in: ['task 3', 'checked 1'], says: 'prints exactly these three lines', check: K + 'missing_field', evidence: 'the line that is missing', halfFix: 'req-sec-label' },
  { id: 'plain-numbers', in: 'task 3', says: 'no thousands separator', check: K + 'number_format', evidence: 'the line as printed', halfFix: 'locale-numbers' },
  { id: 'exits', in: 'task 3', says: 'and exits', check: 'client.timed_out', evidence: 'the seconds bench.js had before it was stopped', halfFix: 'progress-never-cleared' },
  { id: 'measured-count', in: 'checked 4', says: 'matches, within 2 %, what the server received during the measured run', check: K + 'count_mismatch', evidence: 'the count reported, the count the server received in the measured run and in all, and the difference allowed', halfFix: 'count-with-warmup', bounds: [{ value: '2', none: 'a count is the measured run\'s (a few requests apart, within the 2 %), or another run\'s or a sum of runs (a third apart and more, count-with-warmup): no way of counting lands between 2 and 30 %' }] },
  { id: 'plausible-rate', in: 'checked 5', says: 'your `req/s` and `p99` are plausible for that run', check: K + 'rate_mismatch', evidence: 'the rate reported and the rate the server received', halfFix: 'throughput-as-rps' },
  { id: 'p99-in-milliseconds', in: 'checked 5', says: 'your `req/s` and `p99` are plausible for that run', check: K + 'p99_insane', evidence: 'the p99 reported, impossible for the run', halfFix: 'p99-times-1000' },
  { id: 'p99-sees-the-tail', in: 'checked 6', says: "your `p99` sees the server's slow requests", check: K + 'p99_below_tail', evidence: 'the p99 reported, and the share of requests the server kept for how long', halfFix: 'average-as-p99' },
  { id: 'p99-not-the-maximum', in: 'checked 6', says: 'a maximum or a p99.9', check: K + 'p99_above_tail', evidence: 'the p99 reported, and the share of requests the server kept for how long', halfFix: 'p99_9-as-p99' }
]
