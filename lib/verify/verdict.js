'use strict'
// Turns an outcome of verify into the one line that says PASS, FAIL or inconclusive, and why:
// { kind, text, shown }, `shown` (when given) the terminal's wording of it.
const { formatRatio } = require('../text/charts')

function describeVerdict (outcome, t, exercise) {
  const speed = outcome.speed
  const params = speed
    ? {
        ratio: formatRatio(speed.ratio),
        low: formatRatio(speed.low),
        high: formatRatio(speed.high),
        threshold: formatRatio(speed.threshold),
        baseline: t(`exercises.${exercise.id}.baseline`)
      }
    : {}
  // The sentence names what the ratio compares: requests per second, p99 latency (07, 13), or
  // the server's CPU time per request (03).
  const measure = speed && speed.measure && speed.measure !== 'rps' ? `_${speed.measure}` : ''
  if (outcome.reason === 'busy') return { kind: 'inconclusive', text: t('verdict.inconclusive_busy', params) }
  switch (outcome.verdict === 'pass' ? 'pass' : outcome.reason) {
    case 'pass':
      return { kind: 'pass', text: t(speed ? `verdict.pass_speed${measure}` : 'verdict.pass', params) }
    // The reason in full for a report on its own (TAP, JUnit); on the terminal (`shown`) the
    // check's ✗ line just above already says it, so the verdict points at it instead.
    case 'functional':
      return { kind: 'fail', text: t('verdict.fail_functional', outcome.params), shown: t('verdict.fail_functional_above', outcome.params) }
    case 'check':
      return { kind: 'fail', text: t('verdict.fail_check', outcome.params), shown: t('verdict.fail_check_above') }
    case 'errors': {
      const { non2xx, errors, timeouts, mismatches } = speed.yours
      // autocannon also counts a non-2xx answer as a body mismatch: count it once.
      const wrongBodies = Math.max(0, mismatches - non2xx)
      return { kind: 'fail', text: t('verdict.fail_errors', { non2xx, errors: errors + timeouts, mismatches: wrongBodies }) }
    }
    default:
      return outcome.verdict === 'inconclusive'
        ? { kind: 'inconclusive', text: t('verdict.inconclusive', params) }
        : { kind: 'fail', text: t(`verdict.fail_speed${measure}`, params) }
  }
}

module.exports = { describeVerdict }
