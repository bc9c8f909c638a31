'use strict'
// The report of a grade (or a verify) as data, the one thing every rendering reads: TAP, JUnit,
// JSON (docs/GRADING.md, "The JSON report": this object, versioned), the room's page and the
// terminal's tables. Every learner lists every exercise from the start, those not graded yet as
// `not-run`, so that a report written halfway (grade rewrites its files after each exercise, and
// closes them on SIGTERM or SIGINT) is whole, and says what is done.
const os = require('node:os')
const { unrunResult } = require('./results')
const { version } = require('../../package.json')

const FORMAT = 'node-perf-workshop-report'
const VERSION = 1

const sum = (items, field) => items.reduce((total, item) => total + item[field], 0)

// The status of several exercises as one: fail before inconclusive before pass; not run (grading
// cancelled) before not attempted.
function overall (statuses) {
  for (const status of ['fail', 'inconclusive', 'not-run', 'pass']) if (statuses.includes(status)) return status
  return 'not-attempted'
}

// learners: [{ name (null outside a room), folder (as the grader reads it), notes, entries:
// [{ exercise, dir (null: no folder for it; undefined: verify's file), folder, file, notes }] }].
// started: when the work began (verify makes its report after the verification), else now.
function createDocument ({ command, room = false, t, lang, learners, started = Date.now() }) {
  const document = {
    format: FORMAT,
    version: VERSION,
    command,
    room,
    complete: false,
    cancelled: false,
    workshop: version,
    node: process.version,
    cores: os.availableParallelism(),
    lang,
    started: new Date(started).toISOString(),
    ended: null,
    status: 'not-run',
    points: 0,
    max: 0,
    learners: learners.map((learner) => ({
      name: learner.name,
      folder: learner.folder,
      status: 'not-run',
      points: 0,
      max: 0,
      stuck: null,
      notes: learner.notes || [],
      // An exercise without its folder is not attempted from the start; the others not run yet.
      exercises: learner.entries.map((entry) => unrunResult({ exercise: entry.exercise, t, status: entry.dir === null ? 'not-attempted' : 'not-run', notes: entry.notes, folder: entry.folder, file: entry.file }))
    }))
  }
  tally(document)
  return document
}

// Learners' and the whole report's points, statuses and where each learner is stuck.
function tally (document) {
  for (const learner of document.learners) {
    learner.points = sum(learner.exercises, 'points')
    learner.max = sum(learner.exercises, 'max')
    learner.status = overall(learner.exercises.map((result) => result.status))
    const failed = learner.exercises.find((result) => result.stuck)
    const point = failed && failed.requirements.find((r) => r.id === failed.stuck)
    learner.stuck = point ? { exercise: failed.exercise.id, requirement: point.id, title: point.title, message: point.message } : null
  }
  document.points = sum(document.learners, 'points')
  document.max = sum(document.learners, 'max')
  document.status = overall(document.learners.map((learner) => learner.status))
}

// An exercise's result, in its place.
function record (document, learnerIndex, exerciseIndex, result) {
  document.learners[learnerIndex].exercises[exerciseIndex] = result
  tally(document)
}

function finish (document, { cancelled = false } = {}) {
  Object.assign(document, { complete: !cancelled, cancelled, ended: new Date().toISOString() })
  tally(document)
}

// The JSON report: the document, without what only the renderings use.
function jsonReport (document) {
  const requirement = (r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    points: r.points,
    max: r.max,
    kind: r.kind,
    message: r.message,
    skip: r.skip,
    evidence: r.evidence,
    duration_ms: Math.round(r.ms || 0)
  })
  const exercise = (result) => ({
    id: result.exercise.id,
    number: result.exercise.number,
    title: result.title,
    status: result.status,
    points: result.points,
    max: result.max,
    folder: result.folder,
    file: result.file,
    message: result.message,
    stuck: result.stuck,
    error: result.error,
    notes: result.notes,
    speed: result.speed,
    timestamp: result.timestamp,
    duration_ms: Math.round(result.ms || 0),
    requirements: result.requirements.map(requirement)
  })
  const { room, learners, ...head } = document
  return JSON.stringify({ ...head, room, learners: learners.map((learner) => ({ ...learner, exercises: learner.exercises.map(exercise) })) }, null, 2) + '\n'
}

// Bad input before anything was graded (grade: no such folder; verify: no file), as JSON.
function bailOutJson (error) {
  return JSON.stringify({ format: FORMAT, version: VERSION, command: error.command || 'grade', complete: false, error: { key: error.key, message: error.message }, learners: [] }, null, 2) + '\n'
}

module.exports = { createDocument, record, finish, jsonReport, bailOutJson, FORMAT, VERSION }
