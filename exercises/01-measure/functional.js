'use strict'
// Checks for 01-measure: bench.js's report against what the counting server received.
const fs = require('node:fs')
const test = require('node:test')
const assert = require('node:assert')
const { t } = require('../../lib/kit/check-kit')
const { splitIntoRuns, parseReport } = require('./phases')
const { SLOW_EVERY, SLOW_MS } = require('./target')

const { stdout, connections, source = '' } = JSON.parse(fs.readFileSync(process.env.OBSERVATIONS, 'utf8'))
const report = parseReport(stdout)
const runs = splitIntoRuns(connections)
const measured = runs[runs.length - 1] || { requests: 0, seconds: 0, connections: 0 }
const total = runs.reduce((sum, run) => sum + run.requests, 0)

test(t('requests_arrived'), () => {
  assert.ok(total > 0, t('no_requests'))
})

test(t('prints_report'), () => {
  for (const [field, value] of [['requests:', report.requests], ['req/s:', report.rps], ['p99:', report.p99]]) {
    assert.ok(Number.isFinite(value), t('missing_field', { field }))
  }
})

test(t('warms_up'), () => {
  // autocannon 9 runs `warmup` only in its promise form: given a callback it ignores the option
  // (lib/init.js). A program that sets it and still shows one run used the callback form.
  assert.ok(runs.length >= 2, t(/\bwarmup\b/.test(source) ? 'warmup_ignored' : 'no_warmup'))
})

// A missing line is reported once, by the first check; the others skip what they cannot judge.
test(t('count_matches'), (context) => {
  if (!Number.isFinite(report.requests)) return context.skip()
  const allowed = Math.max(10, measured.requests * 0.02)
  assert.ok(Math.abs(report.requests - measured.requests) <= allowed,
    t('count_mismatch', { reported: report.requests, measured: measured.requests, total }))
})

test(t('numbers_sane'), (context) => {
  if (!Number.isFinite(report.rps) || !Number.isFinite(report.p99)) return context.skip()
  const expected = measured.requests / measured.seconds
  assert.ok(measured.seconds >= 0.5 && Math.abs(report.rps - expected) <= expected * 0.25,
    t('rate_mismatch', { reported: report.rps, expected: Math.round(expected) }))
  assert.ok(report.p99 >= 0 && report.p99 <= measured.seconds * 1000, t('p99_insane', { p99: report.p99 }))
})

// The target's tail: one request in SLOW_EVERY waited SLOW_MS, so the true p99 is at least that
// (less a margin for a histogram's buckets). An average or p97.5 lands near 1 ms.
test(t('p99_sees_tail'), (context) => {
  if (!Number.isFinite(report.p99)) return context.skip()
  assert.ok(report.p99 >= SLOW_MS * 0.75, t('p99_below_tail', {
    p99: report.p99, share: (100 / SLOW_EVERY).toFixed(1), slow: SLOW_MS
  }))
})
