'use strict'
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { watchVerify } = require('../verify/watch')
const { prepareSubmission } = require('./shared')
const { judgeSubmission, EXIT_CODES } = require('../verify/judge')
const { terminalReport, pointsLine } = require('../reporters/terminal')
const { reportFormat, render, renderBailOut, allOf } = require('../reporters')
const { exerciseResult } = require('../reporters/results')
const { createDocument, record, finish } = require('../reporters/document')
const { command, shellPath } = require('../invocation')
const { localisedDoc } = require('../i18n/localised-file')
const { listExercises } = require('../exercises')
const { displayPath } = require('../files')
const { LearnerError, UsageError, describeError, reportError } = require('../errors')

// What a passing verify measured, kept per exercise id for the learner's record.
function measurements (outcome) {
  const speed = outcome.speed
  return {
    date: new Date().toISOString(),
    node: process.version,
    cores: os.availableParallelism(),
    ...(speed && {
      ratio: speed.ratio,
      low: speed.low,
      high: speed.high,
      threshold: speed.threshold,
      pairs: speed.pairs.length,
      yours: { rps: speed.yours.rps, p99: speed.yours.p99 },
      baseline: { rps: speed.baseline.rps, p99: speed.baseline.p99 }
    })
  }
}

// One verification with its verdict and its points; a pass is recorded. withSpeed=false (watch
// mode, on save) runs the checks only and gives no verdict. The terminal shows what it finds;
// `events` collects it too (lib/reporters).
async function verifyOnce (context, { t, exercise, file }, { withSpeed = true, events = [] } = {}) {
  const started = Date.now()
  const report = allOf(terminalReport({ out: context.out, t, exercise }), (event) => events.push(event))
  const { outcome, kind } = await judgeSubmission({ exercise, file, t, out: context.out, report, withSpeed })
  if (!kind) {
    context.out.line('\n' + t('watch.checks_pass'))
    return 0
  }
  if (kind === 'pass') context.progress.markCompleted(exercise.id, measurements(outcome))
  context.out.line(pointsLine(exerciseResult({ exercise, t, events, started }), t))
  context.out.line(t(`verdict.after_${kind}`, { name: command() }))
  // After the last exercise, the same method on the learner's own service.
  if (kind === 'pass' && exercise === listExercises().at(-1)) context.out.line(t('verdict.after_pass_last', { guide: shellPath(localisedDoc('YOUR-SERVICE', t.lang), process.env.HOME) }))
  return EXIT_CODES[kind]
}

// verify --reporter tap|junit|json [file]: the same verification, and its report on stdout (the
// terminal's text on stderr): a point per requirement of the exercise (lib/reporters/results.js),
// whatever stops the verification. Bad input before an exercise is known (no such file) is TAP's
// `Bail out!`, a JUnit <error>, a JSON `error`.
async function verifyWithReport (context, args) {
  const t = context.t()
  const format = reportFormat(context.flags.reporter)
  if (context.flags.watch) throw new UsageError('reporter.watch')
  const write = (text) => process.stdout.write(text)
  let prepared
  try {
    prepared = await prepareSubmission(context, args)
  } catch (error) {
    if (!(error instanceof LearnerError)) throw error
    const { key, text } = describeError(t, error)
    write(renderBailOut(format, { key, message: text, command: 'verify' }))
    reportError(context, error)
    return EXIT_CODES.fail
  }
  const { exercise, file } = prepared
  const events = []
  const started = Date.now()
  let stop = null
  let code
  try {
    code = await verifyOnce(context, prepared, { events })
  } catch (error) {
    stop = { error }
    reportError(context, error)
    code = EXIT_CODES.fail
  }
  const result = exerciseResult({ exercise, t, events, stop, started, ms: Date.now() - started, folder: path.basename(path.dirname(file)), file: displayPath(file) })
  if (stop) context.out.line(pointsLine(result, t)) // verifyOnce says them after a verdict
  const document = createDocument({ command: 'verify', t, lang: t.lang, started, learners: [{ name: null, folder: displayPath(path.dirname(file)), entries: [{ exercise }] }] })
  record(document, 0, 0, result)
  finish(document)
  write(render(format, document, t))
  return code
}

// verify [--watch] [--reporter tap|junit|json] [file]: functional checks, deterministic checks,
// then the speed check; exit 0 PASS, 1 FAIL, 2 inconclusive, 3 a command given wrongly (see
// docs/ARCHITECTURE.md, "How a verdict is reached").
module.exports = async function verify (context, args) {
  // verify judges exercises; a service of the learner's own is measured by run and profile.
  if (context.flags.route !== undefined) throw new LearnerError('routes.verify_route', { name: command() })
  if (context.flags.reporter !== undefined) {
    try {
      return await verifyWithReport(context, args)
    } catch (error) {
      if (!(error instanceof UsageError)) throw error
      reportError(context, error)
      return EXIT_CODES.usage
    }
  }
  const prepared = await prepareSubmission(context, args)
  if (!context.flags.watch) return verifyOnce(context, prepared)
  // A broken file is worth watching (the learner is fixing it); a missing one is not.
  if (!fs.existsSync(prepared.file)) throw new LearnerError('submission.missing', { file: prepared.file })
  await watchVerify({
    file: prepared.file,
    t: prepared.t,
    out: context.out,
    run: (withSpeed) => verifyOnce(context, prepared, { withSpeed }),
    reportError: (error) => reportError(context, error)
  })
}
