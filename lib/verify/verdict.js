'use strict'
// Turns an outcome of verify into the one line that says PASS, FAIL or inconclusive, and why:
// { kind, key, text, shown }, `key` the message's key, `shown` (when given) the terminal's
// wording of it.
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
  const said = (kind, key, messageParams = params, shown) => ({ kind, key, text: t(key, messageParams), ...(shown ? { shown: t(shown, messageParams) } : {}) })
  if (outcome.reason === 'busy') return said('inconclusive', 'verdict.inconclusive_busy')
  switch (outcome.verdict === 'pass' ? 'pass' : outcome.reason) {
    case 'pass':
      return said('pass', speed ? `verdict.pass_speed${measure}` : 'verdict.pass')
    // The reason in full for a report on its own (TAP, JUnit); on the terminal (`shown`) the
    // check's ✗ line just above already says it, so the verdict points at it instead.
    case 'functional':
      return said('fail', 'verdict.fail_functional', outcome.params, 'verdict.fail_functional_above')
    case 'check':
      return said('fail', 'verdict.fail_check', outcome.params, 'verdict.fail_check_above')
    case 'errors': {
      const { non2xx, errors, timeouts, mismatches } = speed.yours
      // autocannon also counts a non-2xx answer as a body mismatch: count it once.
      const wrongBodies = Math.max(0, mismatches - non2xx)
      return said('fail', 'verdict.fail_errors', { non2xx, errors: errors + timeouts, mismatches: wrongBodies })
    }
    default:
      return outcome.verdict === 'inconclusive' ? said('inconclusive', 'verdict.inconclusive') : said('fail', `verdict.fail_speed${measure}`)
  }
}

module.exports = { describeVerdict }
