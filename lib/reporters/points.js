'use strict'
// The events of one verification read as test points, the one reading that the TAP and JUnit
// reports share: { stage, ok, skip, name, message, diagnostics, ms }. `skip` is null, or the
// reason ('' for none) of a point that judged nothing; `diagnostics` is what was observed.
const os = require('node:os')
const { describeVerdict } = require('../verify/verdict')
const { describeError } = require('../errors')

// What a report may carry: no colour codes or other control characters (YAML and XML forbid
// them), no lone surrogates.
function cleanText (value) {
  return String(value)
    .replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '') // eslint-disable-line no-control-regex
    .replace(/\r\n?/g, '\n')
    .replace(/[\x00-\x08\x0b-\x1f\x7f-\x84\x86-\x9f\ufffe\uffff]/g, '') // eslint-disable-line no-control-regex
    .toWellFormed()
}

// A point's name is one line.
function oneLine (text) {
  return cleanText(text).replace(/\s+/g, ' ').trim()
}

const round = (value, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null)

// A deterministic check's params are what it counted or saw; long texts are cut.
function observedParams (params = {}) {
  return Object.fromEntries(Object.entries(params).map(([key, value]) =>
    [key, typeof value === 'string' && value.length > 500 ? value.slice(0, 500) + '…' : value]))
}

function checkPoint (event) {
  const point = { stage: event.stage, ok: event.ok, skip: event.skipped ? '' : null, name: oneLine(event.name), ms: event.ms }
  if (event.ok) return point
  if (event.stage === 'functional') {
    point.message = oneLine(event.message)
    point.diagnostics = { stage: event.stage, message: cleanText(event.message), observed: event.observed }
  } else {
    point.message = point.name
    point.diagnostics = { stage: event.stage, check: event.key, observed: observedParams(event.params) }
  }
  return point
}

// The speed check's figures: the ratio and its spread, the threshold, the pairs, the baseline,
// both servers' medians, and the machine (Node.js version, cores) they were measured on.
function speedFigures (result, t, exercise) {
  const yours = result.yours
  const baseline = result.baseline
  return {
    ratio: round(result.ratio),
    spread: { low: round(result.low), high: round(result.high) },
    threshold: result.threshold,
    measure: result.measure,
    pairs: result.pairs.length,
    baseline: t(`exercises.${exercise.id}.baseline`),
    requests_per_second: { yours: round(yours.rps, 0), baseline: round(baseline.rps, 0) },
    p99_ms: { yours: round(yours.p99, 1), baseline: round(baseline.p99, 1) },
    ...(yours.cpuPerRequest === undefined ? {} : { cpu_ms_per_request: { yours: round(yours.cpuPerRequest, 3), baseline: round(baseline.cpuPerRequest, 3) } }),
    node: process.version,
    cores: os.availableParallelism()
  }
}

function speedPoint (event, t, exercise) {
  if (event.skipped) return { stage: 'speed', ok: true, skip: oneLine(event.note), name: t('reporter.speed_check'), ms: 0 }
  const diagnostics = { stage: 'speed', ...speedFigures(event.result, t, exercise) }
  const point = { stage: 'speed', ok: event.verdict !== 'fail', skip: null, name: oneLine(event.name), ms: event.ms, diagnostics }
  if (event.verdict === 'pass') return point
  const { text } = describeVerdict({ verdict: event.verdict, reason: event.reason, speed: event.result }, t, exercise)
  diagnostics.message = cleanText(text)
  if (event.note) diagnostics.note = cleanText(event.note)
  if (event.reason === 'errors') {
    const { non2xx, errors, timeouts, mismatches } = event.result.yours
    diagnostics.under_load = { non2xx, errors, timeouts, mismatches }
  }
  // "inconclusive" judged nothing: a skip whose reason starts with that word (docs/GRADING.md).
  if (event.verdict === 'inconclusive') point.skip = `inconclusive: ${oneLine(text)}`
  else point.message = oneLine(text)
  return point
}

// Bad input, a server that never started or crashed, a check that hung: the verification
// stopped here, with the learner's sentence and its details (the server's last lines).
function stoppedPoint (error, t) {
  const { key, text, details } = describeError(t, error)
  const name = oneLine(text)
  return {
    stage: 'stopped',
    ok: false,
    skip: null,
    name,
    message: name,
    diagnostics: { stage: 'stopped', error: key, details: details ? cleanText(details) : undefined }
  }
}

// The point an event makes, or null (a verdict is no point: the points are what it sums up).
function pointOf (event, { t, exercise }) {
  if (event.type === 'check') return checkPoint(event)
  if (event.type === 'speed' && event.verdict !== null) return speedPoint(event, t, exercise)
  return null
}

module.exports = { pointOf, stoppedPoint, cleanText, oneLine }
