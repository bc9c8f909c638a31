'use strict'
const path = require('node:path')
const chalk = require('chalk')
const { prepareSubmission } = require('./shared')
const { verifyExercise } = require('../verify')
const { terminalReport } = require('../reporters/terminal')
const { checkSubmission } = require('../verify/submission')
const { formatRatio } = require('../text/charts')
const { command, shellPath } = require('../invocation')
const { displayPath } = require('../files')
const { routeOptions } = require('../routes/options')
const { LearnerError, describeError, reportError } = require('../errors')

// A file as the learner pastes it where they stand.
const pasted = (file) => shellPath(displayPath(file))

// Like verify, without grading: start the learner's program and show the numbers.
async function runExercise (context, args) {
  const { t, exercise, file } = await prepareSubmission(context, args)
  checkSubmission(file)
  const outcome = await verifyExercise({ exercise, file, t, out: context.out, report: terminalReport({ out: context.out, t, exercise }), grade: false })
  // The threshold as this run resolved it (a spec's speed may depend on the machine).
  const threshold = outcome.speed && outcome.speed.threshold
  // Every check verify would make, as it would judge it: a speed ratio counts only beside them.
  const checked = outcome.checked || []
  const unmet = checked.filter((check) => !check.ok)
  if (checked.length) {
    context.out.line('\n' + (unmet.length
      ? t('run.checks_unmet', { count: unmet.length, total: checked.length, first: unmet[0].message })
      : t('run.checks_met', { total: checked.length })))
  }
  // An exercise without a speed check (11, 12, 14, the client exercise 01) compares nothing with
  // the starter: the closing line says what the run showed instead. One whose speed check this
  // machine skips (06 on one core) has said why already.
  const key = threshold
    ? (unmet.length ? 'run.after_speed_unmet' : 'run.after_speed')
    : exercise.spec.speed ? 'run.after' : exercise.spec.kind === 'client' ? 'run.after_client' : 'run.after_no_speed'
  // The file this run ran: without it, verify would take the selected exercise's file, which
  // need not be this one.
  context.out.line('\n' + t(key, { name: command(), file: pasted(file), threshold: threshold && formatRatio(threshold) }))
}

// The learner's own service (--route, docs/YOUR-SERVICE.md): one server's figures per route, or
// two versions side by side (--vs). Never an exercise, whichever is selected.
async function runService (context, options) {
  const { measureRoutes, checkServiceFile, named } = require('../routes')
  const t = context.t()
  const { file, vs } = options
  context.out.line(chalk.bold(vs
    ? t('routes.heading_two', { file: named(file), vs: named(vs) })
    : t('routes.heading', { file: named(file) })))
  checkServiceFile(file)
  if (vs) checkServiceFile(vs)
  const measured = await measureRoutes({ t, out: context.out, options })
  const route = shellPath(options.requests[0].text)
  context.out.line('\n' + t('routes.run_after', { name: command(), file: pasted(file), route }))
  return measured
}

// run [file] for an exercise; run <file> [--vs <other>] --route "METHOD /path" … for the
// learner's own service, and with --reporter json its figures on stdout (the text on stderr):
// one JSON document whatever happens, an error in it when the run stopped.
module.exports = async function run (context, args) {
  if (context.flags.reporter !== 'json') {
    const options = routeOptions(context.flags, args, { command: 'run' })
    if (!options) return runExercise(context, args)
    await runService(context, options)
    return
  }
  const { runReport } = require('../routes/report')
  const { writeJsonDocument } = require('../reporters/json-document')
  let options = null
  try {
    options = routeOptions(context.flags, args, { command: 'run' })
    if (!options) throw new LearnerError('routes.needs_route', { flag: 'reporter' })
    const measured = await runService(context, options)
    writeJsonDocument(process.stdout, runReport({ options, measured }))
  } catch (error) {
    reportError(context, error)
    const { key, text } = describeError(context.t(), error)
    writeJsonDocument(process.stdout, runReport({ options: options || { file: args[0] ? path.resolve(args[0]) : null, vs: null }, measured: null, error: { key, message: text } }))
    return 1
  }
}
