'use strict'
// What verify and grade report, and its renderings (docs/ARCHITECTURE.md, "How a verdict is
// reached"). The engine reports what happened as events, data rather than text:
//   { type: 'check', stage: 'functional', ok, skipped, name, nameKey, key, message, observed, ms }
//       a functional check (node:test, in its own process): its name in the learner's language
//       and the key that made it, the failure's sentence and its key, the assertion's actual and
//       expected values when short;
//   { type: 'check', stage: 'deterministic', index, ok, name, key, params, ms }
//       spec.checks[index]: its sentence, its message key, the values it observed;
//   { type: 'speed', name, result, verdict, reason, note, ms }
//       the speed check: compareServers' result, its verdict ('pass', 'fail', 'inconclusive';
//       undefined for `run`), why ('speed', 'errors', 'busy'), the exercise's excuse;
//   { type: 'speed', skipped: true, note }    no speed check on this machine (spec.speed.skip);
//   { type: 'verdict', kind, text, shown, reason }   the verdict and its sentence (lib/verify/judge.js;
//                                            shown: the terminal's, which points at a ✗ line above).
// A verification that stops early (bad input, a server that never starts or crashes) throws
// instead.
//
// The terminal renders each event as it comes (./terminal.js). The reports read them as one
// result per exercise, a point per requirement (./results.js), gathered in a document
// (./document.js): TAP 14 (./tap.js), JUnit XML (./junit.js), JSON (./document.js), and for
// grade the room's page (./html.js). verify writes its report on stdout when it ends, the
// terminal's text then going to stderr (lib/workshop.js); grade's reports: lib/grading/outputs.js.
const { UsageError } = require('../errors')
const { verifyTap, gradeTap, bailOutTap } = require('./tap')
const { junitXml, bailOutJunit } = require('./junit')
const { jsonReport, bailOutJson } = require('./document')

// Each format: the whole report of a document, and what grade writes when it cannot start.
const FORMATS = {
  tap: { render: (document, t) => (document.command === 'verify' ? verifyTap(document.learners[0].exercises[0], t) : gradeTap(document)), bailOut: (error) => bailOutTap(error.message) },
  junit: { render: junitXml, bailOut: bailOutJunit },
  json: { render: jsonReport, bailOut: bailOutJson }
}

// The --reporter flag's value, checked: a UsageError names the formats.
function reportFormat (format) {
  const formats = Object.keys(FORMATS).join(', ')
  // `--reporter` with no value parses as true.
  if (typeof format !== 'string') throw new UsageError('reporter.missing', { reporters: formats })
  if (!Object.hasOwn(FORMATS, format)) throw new UsageError('reporter.unknown', { reporter: format, reporters: formats })
  return format
}

function render (format, document, t) {
  return FORMATS[format].render(document, t)
}

function renderBailOut (format, error) {
  return FORMATS[format].bailOut(error)
}

// Events to several listeners at once (the terminal, and a report).
function allOf (...reports) {
  const present = reports.filter(Boolean)
  return (event) => present.forEach((report) => report(event))
}

module.exports = { reportFormat, render, renderBailOut, allOf, FORMATS }
