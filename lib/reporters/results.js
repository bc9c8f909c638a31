'use strict'
// What one verification found, as the reports read it (TAP, JUnit, JSON, the room's page): an
// exercise's result with a point per requirement, the same points on every run
// (lib/verify/requirements.js). The engine's events (lib/reporters/index.js) say what each check
// found; a point is
//   FAIL   when a check failed with the point's message key (a failure whose key no point has
//          fails the first open point its check decides, else the check's own point);
//   ERROR  when the verification stopped with its key (a crash, a server that never started:
//          `runs`, unless a row names that key, as 01's `exits` names client.timed_out);
//   PASS   when every check that decides it ran and passed;
//   SKIP   otherwise, with the reason: not reached (what failed first), never started, nothing to
//          judge, inconclusive, no speed check on this machine, cancelled, not run.
// Points: a PASS earns the row's weight (exercises/NN-id/requirements.js, `weight`, 1 by default);
// `runs` and the checks' own points weigh 0.
//
// A result: { exercise: { id, number, key, kind }, title, folder, file, status ('pass', 'fail',
// 'inconclusive', 'not-attempted', 'not-run'), stuck (the id of the point that failed first, the
// cause of the others), message, points, max, ms, timestamp, speed
// (figures), error ({ key, message, details }), notes, requirements: [{ id, name, kind, title,
// status ('pass', 'fail', 'error', 'skip'), points, max, stage, message, skip ({ code, after }),
// evidence, ms }] }.
const os = require('node:os')
const { requirementPlan, deciderOf } = require('../verify/requirements')
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

// A name or a reason is one line.
function oneLine (text) {
  return cleanText(text).replace(/\s+/g, ' ').trim()
}

// A program's output as lines, as it printed them (a crash's last lines).
const asLines = (text) => cleanText(text).replace(/\s+$/, '').split('\n')

const round = (value, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null)

// A deterministic check's params are what it counted or saw; long texts are cut.
function observedParams (params = {}) {
  return Object.fromEntries(Object.entries(params).map(([key, value]) =>
    [key, typeof value === 'string' && value.length > 500 ? value.slice(0, 500) + '…' : value]))
}

// The speed check's figures: the ratio and its spread, the threshold, the pairs, the baseline,
// both servers' medians, and the machine (Node.js version, cores) they were measured on.
function speedFigures (result, t, exercise) {
  const { yours, baseline } = result
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

// A point's id without its exercise: within an exercise's report, the requirement is enough.
const shortId = (id) => id.slice(id.indexOf('/') + 1)

// The reason of a SKIP in the grader's language (JSON, the page, the terminal). TAP and JUnit
// write `skipReason` (./tap.js), whose first words are fixed English for machines.
function skipMessage (skip, t) {
  if (skip.text) return skip.text
  return t(`reporter.skip_${skip.code.replace(/-/g, '_')}`, skip.after ? { id: shortId(skip.after) } : {})
}

// What a check's event says: its record (how its run went) and, when it failed, the failure.
function readEvent (event, { t, exercise }) {
  const own = (key) => `exercises.${exercise.id}.checks.${key}`
  if (event.type === 'speed') {
    if (event.skipped) return { state: 'skip', skip: { code: 'no-speed-check', text: oneLine(event.note) } }
    const evidence = { stage: 'speed', ...speedFigures(event.result, t, exercise) }
    if (event.verdict === 'pass') return { state: 'pass', evidence }
    const said = describeVerdict({ verdict: event.verdict, reason: event.reason, speed: event.result }, t, exercise)
    if (event.note) evidence.note = cleanText(event.note)
    if (event.verdict === 'inconclusive') return { state: 'skip', skip: { code: 'inconclusive', text: oneLine(said.text) }, evidence }
    if (event.reason === 'errors') {
      const { non2xx, errors, timeouts, mismatches } = event.result.yours
      evidence.under_load = { non2xx, errors, timeouts, mismatches }
    }
    return { state: 'fail', failure: { key: said.key, message: cleanText(said.text), evidence } }
  }
  if (event.skipped) return { state: 'skip', skip: { code: 'nothing-to-judge' } }
  if (event.ok) return { state: 'pass' }
  if (event.stage === 'functional') {
    const evidence = { stage: 'functional', check: event.key, ...(event.observed || {}) }
    return { state: 'fail', failure: { key: event.key, message: cleanText(event.message), evidence } }
  }
  const key = own(event.key)
  return { state: 'fail', failure: { key, message: cleanText(event.name), evidence: { stage: 'deterministic', check: key, observed: observedParams(event.params) } } }
}

const timestampOf = (ms) => new Date(ms).toISOString().replace(/\.\d+Z$/, '')

// Fields every result has, whatever became of the exercise.
function resultHead (exercise, t, { folder = null, file = null, notes = [] } = {}) {
  return {
    exercise: { id: exercise.folder, number: exercise.number, key: exercise.id, kind: exercise.spec.kind || 'server' },
    title: t(`exercises.${exercise.id}.title`),
    folder,
    file,
    notes
  }
}

function pointHead (point, t) {
  return {
    id: point.id,
    name: point.name,
    kind: point.kind,
    title: oneLine(t(point.title.key, point.title.params || {})),
    points: 0,
    max: point.weight
  }
}

// The result of one verification: `events` as the engine reported them, `stop` how it ended
// early ({ error }, or { cancelled: true }), null when it ran to its verdict.
function exerciseResult ({ exercise, t, events = [], stop = null, started = Date.now(), ms = 0, folder, file, notes }) {
  const plan = requirementPlan(exercise)
  const records = new Map() // decider → { state, skip, evidence, ms, failures }
  const failures = [] // in the order they came: { decider, key, message, evidence, point }
  let verdict = null
  for (const event of events) {
    if (event.type === 'verdict') verdict = event
    const decider = deciderOf(event)
    if (!decider || (event.type === 'speed' && event.verdict === null)) continue
    const read = readEvent(event, { t, exercise })
    const record = records.get(decider) || { state: 'pass', skip: null, evidence: null, ms: 0, failures: [] }
    record.ms += event.ms || 0
    if (read.evidence) record.evidence = read.evidence
    if (read.state === 'fail') {
      record.state = 'fail'
      const failure = { decider, ...read.failure }
      record.failures.push(failure)
      failures.push(failure)
    } else if (read.state === 'skip' && record.state === 'pass') {
      Object.assign(record, { state: 'skip', skip: read.skip })
    }
    records.set(decider, record)
  }

  const statuses = new Map() // point id → what the report says of it
  const { points } = plan
  const owners = (decider) => points.filter((p) => p.deciders.includes(decider))
  // A failure fails the points with its key; one whose key no point has, the first open point
  // of its check (by the table's order), else the run itself.
  for (const failure of failures) {
    const byKey = points.filter((p) => p.kind === 'requirement' && p.check === failure.key)
    const open = owners(failure.decider).filter((p) => !statuses.has(p.id))
    const targets = byKey.length ? byKey : [open[0] || owners(failure.decider)[0] || points[0]]
    failure.point = targets[0]
    for (const point of targets) {
      if (statuses.has(point.id)) continue
      const record = records.get(failure.decider)
      statuses.set(point.id, { status: 'fail', stage: failure.evidence.stage, message: failure.message, evidence: failure.evidence, ms: record ? record.ms : 0 })
    }
  }
  let error = null
  if (stop && stop.error) {
    const { key, text, details } = describeError(t, stop.error)
    error = { key, message: cleanText(text), details: details ? asLines(details) : undefined }
    const target = points.find((p) => p.kind === 'requirement' && p.check === key) || points[0]
    failures.push({ point: target, key })
    statuses.set(target.id, { status: 'error', stage: 'stopped', message: error.message, evidence: { stage: 'stopped', error: key, details: error.details } })
  }

  // Why a point's check did not run: the first failure stopped the verification before it.
  const firstFailure = failures[0]
  const notRun = () => {
    if (stop && stop.cancelled) return { code: 'cancelled' }
    if (stop && stop.error && records.size === 0 && exercise.spec.kind !== 'client') return { code: 'never-started' }
    if (firstFailure) return { code: 'not-reached', after: firstFailure.point.id }
    return { code: 'not-run' }
  }
  const ran = { state: stop ? 'skip' : 'pass', skip: stop ? notRun() : null, evidence: null, ms: 0 }
  for (const point of points) {
    if (statuses.has(point.id)) continue
    if (point.kind === 'runs') {
      statuses.set(point.id, stop ? { status: 'skip', skip: notRun() } : { status: 'pass' })
      continue
    }
    const decided = point.deciders.map((decider) => (decider === 'runs' ? ran : records.get(decider)))
    const evidence = decided.map((record) => record && record.evidence).find(Boolean) || undefined
    const ms = decided.reduce((sum, record) => sum + ((record && record.ms) || 0), 0)
    const at = decided.findIndex((record) => !record || record.state !== 'pass')
    const open = decided[at]
    if (at < 0) statuses.set(point.id, { status: 'pass', evidence, ms })
    else if (!open) statuses.set(point.id, { status: 'skip', skip: notRun() })
    else if (open.state === 'skip') statuses.set(point.id, { status: 'skip', skip: open.skip, evidence, ms })
    else statuses.set(point.id, { status: 'skip', skip: { code: 'not-reached', after: open.failures[0].point.id }, ms })
  }

  const requirements = points.map((point) => {
    const said = statuses.get(point.id)
    const entry = { ...pointHead(point, t), status: said.status, ms: said.ms || 0 }
    if (said.status === 'pass') entry.points = point.weight
    if (said.stage) entry.stage = said.stage
    if (said.message) entry.message = said.message
    if (said.skip) Object.assign(entry, { skip: said.skip, message: skipMessage(said.skip, t) })
    if (said.evidence) entry.evidence = said.evidence
    return entry
  })
  const speedRecord = records.get('speed')
  let status = verdict ? verdict.kind : null
  if (error) status = 'fail'
  if (stop && stop.cancelled) status = 'not-run'
  // What the learner is stuck on: the point that failed first (run order), the cause of the rest.
  const stuck = firstFailure ? firstFailure.point.id : null
  return {
    ...resultHead(exercise, t, { folder, file, notes }),
    status,
    stuck,
    message: error ? error.message : verdict ? cleanText(verdict.text) : stop && stop.cancelled ? t('reporter.skip_cancelled') : '',
    ...(error ? { error } : {}),
    points: requirements.reduce((sum, r) => sum + r.points, 0),
    max: requirements.reduce((sum, r) => sum + r.max, 0),
    ms,
    timestamp: timestampOf(started),
    ...(speedRecord && speedRecord.evidence ? { speed: speedRecord.evidence } : {}),
    requirements
  }
}

// An exercise graded without being run: not attempted (no folder for it) or not run (grading
// was cancelled before it). Every point is listed, skipped.
function unrunResult ({ exercise, t, status, notes = [], folder = null, file = null }) {
  const code = status === 'not-attempted' ? 'not-attempted' : 'cancelled'
  const requirements = requirementPlan(exercise).points.map((point) => ({
    ...pointHead(point, t), status: 'skip', skip: { code }, message: skipMessage({ code }, t), ms: 0
  }))
  return {
    ...resultHead(exercise, t, { folder, file, notes }),
    status,
    stuck: null,
    message: notes.length ? notes.map((note) => note.message).join(' ') : skipMessage({ code }, t),
    points: 0,
    max: requirements.reduce((sum, r) => sum + r.max, 0),
    ms: 0,
    timestamp: timestampOf(Date.now()),
    requirements
  }
}

// A SKIP's reason for TAP and JUnit: fixed English words first (docs/GRADING.md), then, where
// there is one, the sentence in the grader's language.
function skipReason (requirement) {
  const { skip } = requirement
  if (!skip) return ''
  switch (skip.code) {
    case 'not-reached': return `not reached: ${shortId(skip.after)} failed first`
    case 'inconclusive': return `inconclusive: ${requirement.message.replace(/^inconclusive\s*:\s*/i, '')}`
    case 'no-speed-check': return `no speed check: ${requirement.message}`
    default: return skip.code.replace(/-/g, ' ')
  }
}

module.exports = { exerciseResult, unrunResult, skipReason, cleanText, oneLine, asLines }
