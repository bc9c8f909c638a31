'use strict'
// grade [folder] | grade --class <room>: every exercise folder of a learner's folder (of each
// learner's folder of a room), verified in the manifest's order with verify's engine, then a
// summary. Each exercise's result has a point per requirement (lib/reporters/results.js), written
// to the reports as soon as it is known (lib/grading/outputs.js). What is not graded is said:
// folders named almost right, a second folder for one exercise (lib/grading/folders.js).
// The learners' programs run with an allow-listed environment (lib/harness/environment.js), each
// exercise within a time limit (--timeout, in seconds). SIGTERM and SIGINT close the reports with
// what is done. Exit 1 when an exercise fails, else 2 when one is inconclusive, else 0; 3 when the
// command is given wrongly (no such folder, an unknown reporter). Nothing is recorded in the
// grader's progress. docs/GRADING.md says all of it for CI.
const path = require('node:path')
const chalk = require('chalk')
const { setTimeout: sleep } = require('node:timers/promises')
const { exerciseTitle } = require('../exercises')
const { judgeSubmission, EXIT_CODES } = require('../verify/judge')
const { terminalReport, pointsLine, gradeSummary, roomSummary } = require('../reporters/terminal')
const { allOf } = require('../reporters')
const { exerciseResult, unrunResult, oneLine } = require('../reporters/results')
const { createDocument, record, finish } = require('../reporters/document')
const { exerciseFolders, roomLearners, isFolder } = require('../grading/folders')
const { requestedOutputs, createOutputs } = require('../grading/outputs')
const { runUntrustedCode } = require('../harness/environment')
const { onSignal, stopAll } = require('../harness/children')
const { LearnerError, UsageError, describeError, reportError } = require('../errors')
const { displayPath } = require('../files')

// How long one exercise may take, by default: the slowest verification on a busy 2-core machine
// takes about a minute and a half (a speed check of many pairs), and a stuck one should not hold
// a room's grading for ever.
const DEFAULT_TIMEOUT_SECONDS = 300
// How long an exercise stopped at its time limit has to wind down before grading goes on.
const WIND_DOWN_MS = 10000

function timeoutOf (flags) {
  if (flags.timeout === undefined) return DEFAULT_TIMEOUT_SECONDS
  const seconds = Number(flags.timeout)
  if (typeof flags.timeout !== 'string' || !Number.isFinite(seconds) || seconds <= 0) throw new UsageError('grade.bad_timeout', { value: String(flags.timeout) })
  return seconds
}

// The learners to grade: [{ name, folder, dir, notes, entries }] (lib/grading/folders.js).
function learnersOf (context, args) {
  const t = context.t()
  const { flags } = context
  if (flags.class !== undefined) {
    if (typeof flags.class !== 'string') throw new UsageError('grade.class_folder')
    const room = path.resolve(flags.class)
    return roomLearners(room).map(({ name, dir }) => {
      const { entries, notes } = exerciseFolders(dir, { t, root: room })
      if (entries.every((entry) => !entry.dir)) notes.push({ kind: 'nothing', message: t('grade.learner_nothing', { learner: name }) })
      return { name, folder: displayPath(dir), notes, entries }
    })
  }
  const folder = path.resolve(args[0] || '.')
  if (!isFolder(folder)) throw new UsageError('grade.no_folder', { folder: displayPath(folder) })
  const { entries, notes } = exerciseFolders(folder, { t })
  if (entries.every((entry) => !entry.dir)) {
    // What was named almost right is what the grader needs to read here.
    for (const note of [...notes, ...entries.flatMap((entry) => entry.notes)]) context.out.note(note.message)
    throw new UsageError('grade.nothing', { folder: displayPath(folder) })
  }
  return [{ name: null, folder: displayPath(folder), notes, entries }]
}

// One exercise, as verify would judge it, within the time limit; resolves its result. `current`
// holds what it reported so far, for a cancel.
async function gradeOne (context, { learner, entry, timeoutSeconds, current }) {
  const t = context.t()
  const { out } = context
  const { exercise } = entry
  const file = path.join(entry.dir, exercise.spec.submission)
  const heading = t('verify.heading', { number: exercise.number, title: exerciseTitle(t, exercise) })
  out.line('\n' + chalk.bold(learner.name === null ? heading : `${oneLine(learner.name)} · ${heading}`))
  for (const note of entry.notes) out.note(note.message)
  const events = current.events
  const report = allOf(terminalReport({ out, t, exercise }), (event) => { if (!current.closed) events.push(event) })
  const started = Date.now()
  let stop = null
  let timer
  const judging = judgeSubmission({ exercise, file, t, out, report }).then(() => null, (error) => ({ error }))
  const overTime = new Promise((resolve) => { timer = setTimeout(resolve, timeoutSeconds * 1000, 'over time') })
  const first = await Promise.race([judging, overTime])
  clearTimeout(timer)
  if (first === 'over time') {
    // Its programs stopped, the verification fails soon after: what it reports then is not news.
    current.closed = true
    stop = { error: new LearnerError('grade.timed_out', { seconds: timeoutSeconds }) }
    await stopAll()
    await Promise.race([judging, sleep(WIND_DOWN_MS, null, { ref: false })])
  } else {
    stop = first
  }
  current.closed = true
  if (stop) reportError(context, stop.error)
  const result = exerciseResult({ exercise, t, events, stop, started, ms: Date.now() - started, folder: entry.folder, file: entry.file, notes: entry.notes })
  out.line(pointsLine(result, t))
  return result
}

module.exports = async function grade (context, args) {
  const t = context.t()
  const { out } = context
  let requested, timeoutSeconds, learners, outputs
  try {
    requested = requestedOutputs(context.flags)
    timeoutSeconds = timeoutOf(context.flags)
    outputs = createOutputs(requested, { t })
    learners = learnersOf(context, args)
  } catch (error) {
    if (!(error instanceof LearnerError)) throw error
    const { key, text } = describeError(t, error)
    if (outputs) outputs.bailOut({ key, message: text })
    reportError(context, error)
    return EXIT_CODES.usage
  }
  const room = context.flags.class !== undefined
  const document = createDocument({ command: 'grade', room, t, lang: t.lang, learners })
  try {
    outputs.start(document)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    reportError(context, error)
    return EXIT_CODES.usage
  }
  runUntrustedCode()
  const graded = learners.reduce((sum, learner) => sum + learner.entries.filter((entry) => entry.dir).length, 0)
  out.line(room
    ? t('grade.heading_room', { folder: displayPath(path.resolve(context.flags.class)), learners: learners.length, count: graded })
    : t('grade.heading', { folder: learners[0].folder, count: graded, total: learners[0].entries.length }))
  // What is not graded is said first; a graded exercise's own notes come with its heading.
  for (const learner of learners) {
    const notes = [...learner.notes, ...learner.entries.filter((entry) => !entry.dir).flatMap((entry) => entry.notes)]
    for (const note of notes) out.note(room ? `${oneLine(learner.name)}: ${note.message}` : note.message)
  }

  // A cancel closes the reports first, with the exercise under way as far as it got.
  let current = null
  const removeListener = onSignal(() => {
    if (document.ended) return
    if (current) {
      current.closed = true
      const { li, ei, entry, started } = current
      record(document, li, ei, exerciseResult({ exercise: entry.exercise, t, events: current.events, stop: { cancelled: true }, started, ms: Date.now() - started, folder: entry.folder, file: entry.file, notes: entry.notes }))
    }
    finish(document, { cancelled: true })
    outputs.end(document)
    out.endStatus()
    out.line('\n' + t('grade.cancelled'))
  })
  try {
    let position = 0
    for (const [li, learner] of learners.entries()) {
      for (const [ei, entry] of learner.entries.entries()) {
        let result
        if (entry.dir) {
          current = { li, ei, entry, started: Date.now(), events: [], closed: false }
          result = await gradeOne(context, { learner, entry, timeoutSeconds, current })
          current = null
        } else {
          result = unrunResult({ exercise: entry.exercise, t, status: 'not-attempted', notes: entry.notes })
        }
        // Cancelled meanwhile: the reports are closed, and the process is about to exit.
        if (document.cancelled) return EXIT_CODES.fail
        record(document, li, ei, result)
        outputs.exercise(document, position++)
      }
    }
    finish(document)
    outputs.end(document)
  } finally {
    removeListener()
  }
  out.line('\n' + (room ? roomSummary(document, t) : gradeSummary(document.learners[0], t)))
  if (document.status === 'fail') return EXIT_CODES.fail
  return document.status === 'inconclusive' ? EXIT_CODES.inconclusive : EXIT_CODES.pass
}
