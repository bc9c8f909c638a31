'use strict'
// grade [folder] [--reporter tap|junit]: every exercise folder (NN-id/) in a learner's folder,
// verified in the manifest's order with verify's engine, then a summary table. With a reporter,
// one TAP stream (a subtest per exercise) or one JUnit file (a suite per exercise) on stdout.
// Exit 1 when an exercise fails, else 2 when one is inconclusive, else 0; an exercise without its
// folder is "not attempted", not a failure. Nothing is recorded in the grader's progress.
const fs = require('node:fs')
const path = require('node:path')
const chalk = require('chalk')
const { listExercises, exerciseTitle } = require('../exercises')
const { judgeSubmission } = require('../verify/judge')
const { exerciseOfFile } = require('../verify/submission')
const { terminalReport } = require('../reporters/terminal')
const { createReporter, allOf } = require('../reporters')
const { LearnerError, reportError } = require('../errors')
const { displayPath } = require('../files')
const { padEnd } = require('../text/text-width')

const EXERCISE_FOLDER = /^\d+-[a-z0-9-]+$/

// [{ exercise, dir }] in the manifest's order, dir null for an exercise without its folder. A
// folder is an exercise's when its own name says so, as verify reads it (exerciseOfFile: any
// number before a known id); with two for one exercise, the one named as the manifest names it.
function exerciseFolders (context, folder) {
  const t = context.t()
  let entries
  try {
    if (!fs.statSync(folder).isDirectory()) throw new Error('not a folder')
    entries = fs.readdirSync(folder)
  } catch {
    throw new LearnerError('grade.no_folder', { folder: displayPath(folder) })
  }
  const found = new Map()
  for (const name of entries.filter((entry) => EXERCISE_FOLDER.test(entry)).sort()) {
    const dir = path.join(folder, name)
    if (!fs.statSync(dir).isDirectory()) continue
    const named = exerciseOfFile(path.join(dir, 'server.js'))
    if (!named || named.folder !== name) context.out.note(t('grade.unknown_folder', { folder: name }))
    else if (!found.has(named.exercise.id) || name === named.exercise.folder) found.set(named.exercise.id, dir)
  }
  if (found.size === 0) throw new LearnerError('grade.nothing', { folder: displayPath(folder) })
  return listExercises().map((exercise) => ({ exercise, dir: found.get(exercise.id) || null }))
}

// One exercise, as verify would judge it; resolves its row of the summary.
async function gradeOne (context, { exercise, dir }, reporter) {
  const t = context.t()
  const { out } = context
  const file = path.join(dir, exercise.spec.submission)
  out.line('\n' + chalk.bold(t('verify.heading', { number: exercise.number, title: exerciseTitle(t, exercise) })))
  if (reporter) reporter.begin(exercise, displayPath(file))
  const report = allOf(terminalReport({ out, t, exercise }), reporter && reporter.report)
  try {
    const { kind } = await judgeSubmission({ exercise, file, t, out, report })
    return { exercise, kind }
  } catch (error) {
    // Bad input or a server that never started: this exercise fails, grading goes on.
    if (reporter) reporter.stop(error)
    reportError(context, error)
    return { exercise, kind: 'fail' }
  } finally {
    if (reporter) reporter.finish()
  }
}

function printSummary (context, rows) {
  const t = context.t()
  const label = {
    pass: chalk.green('PASS'),
    fail: chalk.red('FAIL'),
    inconclusive: chalk.yellow(t('grade.inconclusive')),
    missing: chalk.dim(t('grade.not_attempted'))
  }
  const width = Math.max(...rows.map((row) => row.exercise.folder.length))
  const lines = rows.map((row) => `  ${padEnd(row.exercise.folder, width)}  ${label[row.kind]}`)
  const count = (kind) => rows.filter((row) => row.kind === kind).length
  context.out.line('\n' + chalk.bold(t('grade.summary')) + '\n' + lines.join('\n') + '\n\n' + t('grade.totals', {
    pass: count('pass'), fail: count('fail'), inconclusive: count('inconclusive'), missing: count('missing')
  }))
}

module.exports = async function grade (context, args) {
  const t = context.t()
  const reporter = context.flags.reporter !== undefined ? createReporter(context.flags.reporter, { t, nested: true }) : null
  if (reporter) reporter.start()
  try {
    const folder = path.resolve(args[0] || '.')
    const exercises = exerciseFolders(context, folder)
    const attempted = exercises.filter((entry) => entry.dir).length
    context.out.line(t('grade.heading', { folder: displayPath(folder), count: attempted, total: exercises.length }))
    if (reporter) reporter.expect(exercises.length)
    const rows = []
    for (const entry of exercises) {
      if (entry.dir) {
        rows.push(await gradeOne(context, entry, reporter))
      } else {
        rows.push({ exercise: entry.exercise, kind: 'missing' })
        if (reporter) reporter.notAttempted(entry.exercise)
      }
    }
    printSummary(context, rows)
    if (rows.some((row) => row.kind === 'fail')) return 1
    return rows.some((row) => row.kind === 'inconclusive') ? 2 : 0
  } catch (error) {
    if (!reporter) throw error
    reporter.stop(error) // grade's own bad input: the report ends with `Bail out!`
    reportError(context, error)
    return 1
  } finally {
    if (reporter) reporter.end()
  }
}
