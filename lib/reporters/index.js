'use strict'
// What verify and grade report, and the three renderings of it (docs/ARCHITECTURE.md, "How a
// verdict is reached"). The engine reports what happened as events, data rather than text:
//   { type: 'check', stage: 'functional', ok, skipped, name, message, observed, ms }
//       a functional check (node:test, in its own process): its name in the learner's language,
//       the failure's sentence, the assertion's actual and expected values when short;
//   { type: 'check', stage: 'deterministic', ok, name, key, params, ms }
//       a check of spec.checks: its sentence, its message key, the values it observed;
//   { type: 'speed', name, result, verdict, reason, note, ms }
//       the speed check: compareServers' result, its verdict ('pass', 'fail', 'inconclusive';
//       undefined for `run`), why ('speed', 'errors', 'busy'), the exercise's excuse;
//   { type: 'speed', skipped: true, note }    no speed check on this machine (spec.speed.skip);
//   { type: 'verdict', kind, text, shown, reason }   the verdict and its sentence (lib/verify/judge.js;
//                                            shown: the terminal's, which points at a ✗ line above).
// A verification that stops early (bad input, a server that never starts or crashes) throws
// instead; the command hands the error to the reporter's stop().
//
// The terminal renders each event as it comes (./terminal.js); `--reporter tap` and
// `--reporter junit` write a TAP 14 stream or JUnit XML on stdout (./tap.js, ./junit.js), the
// terminal's text then going to stderr (lib/workshop.js). Both take the same calls:
//   start(); expect(count) (grade: the number of exercises); then per verification
//   begin(exercise, file), report(event)…, stop(error)?, finish(); notAttempted(exercise) for
//   grade's missing exercises; end().
const { LearnerError } = require('../errors')
const { tapReporter } = require('./tap')
const { junitReporter } = require('./junit')

const REPORTERS = { tap: tapReporter, junit: junitReporter }

// format: the --reporter flag's value; nested: grade's form (a subtest or a suite per exercise).
function createReporter (format, { t, write = (text) => process.stdout.write(text), nested = false }) {
  const make = Object.hasOwn(REPORTERS, format) ? REPORTERS[format] : null
  const reporters = Object.keys(REPORTERS).join(', ')
  // `--reporter` with no value parses as true.
  if (typeof format !== 'string') throw new LearnerError('reporter.missing', { reporters })
  if (!make) throw new LearnerError('reporter.unknown', { reporter: format, reporters })
  return make({ t, write, nested })
}

// Events to several listeners at once (the terminal, and a report on stdout).
function allOf (...reports) {
  const present = reports.filter(Boolean)
  return (event) => present.forEach((report) => report(event))
}

module.exports = { createReporter, allOf, REPORTERS }
