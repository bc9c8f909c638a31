'use strict'
const fs = require('node:fs')
const os = require('node:os')
const { watchVerify } = require('../verify/watch')
const { prepareSubmission } = require('./shared')
const { judgeSubmission, EXIT_CODES } = require('../verify/judge')
const { terminalReport } = require('../reporters/terminal')
const { createReporter, allOf } = require('../reporters')
const { command, shellPath } = require('../invocation')
const { localisedDoc } = require('../i18n/localised-file')
const { listExercises } = require('../exercises')
const { displayPath } = require('../files')
const { LearnerError, reportError } = require('../errors')

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

// One verification with its verdict; a pass is recorded. withSpeed=false (watch mode, on save)
// runs the checks only and gives no verdict. `report` gets what it finds (lib/reporters).
async function verifyOnce (context, { t, exercise, file }, report, withSpeed = true) {
  const { outcome, kind } = await judgeSubmission({ exercise, file, t, out: context.out, report, withSpeed })
  if (!kind) {
    context.out.line('\n' + t('watch.checks_pass'))
    return 0
  }
  if (kind === 'pass') context.progress.markCompleted(exercise.id, measurements(outcome))
  context.out.line(t(`verdict.after_${kind}`, { name: command() }))
  // After the last exercise, the same method on the learner's own service.
  if (kind === 'pass' && exercise === listExercises().at(-1)) context.out.line(t('verdict.after_pass_last', { guide: shellPath(localisedDoc('YOUR-SERVICE', t.lang), process.env.HOME) }))
  return EXIT_CODES[kind]
}

// verify --reporter tap|junit [file]: the same verification, and its report on stdout (the
// terminal's text on stderr). Whatever stops it still ends the report: TAP with its plan and
// `Bail out!`, JUnit with an <error>.
async function verifyWithReport (context, args) {
  const t = context.t()
  const reporter = createReporter(context.flags.reporter, { t })
  if (context.flags.watch) throw new LearnerError('reporter.watch')
  reporter.start()
  try {
    const prepared = await prepareSubmission(context, args)
    reporter.begin(prepared.exercise, displayPath(prepared.file))
    const terminal = terminalReport({ out: context.out, t, exercise: prepared.exercise })
    return await verifyOnce(context, prepared, allOf(terminal, reporter.report))
  } catch (error) {
    reporter.stop(error)
    reportError(context, error)
    return 1
  } finally {
    reporter.end()
  }
}

// verify [--watch] [--reporter tap|junit] [file]: functional checks, deterministic checks, then
// the speed check; exit 0 PASS, 1 FAIL, 2 inconclusive (see docs/ARCHITECTURE.md, "How a
// verdict is reached").
module.exports = async function verify (context, args) {
  // verify judges exercises; a service of the learner's own is measured by run and profile.
  if (context.flags.route !== undefined) throw new LearnerError('routes.verify_route', { name: command() })
  if (context.flags.reporter !== undefined) return verifyWithReport(context, args)
  const prepared = await prepareSubmission(context, args)
  const report = terminalReport({ out: context.out, t: prepared.t, exercise: prepared.exercise })
  if (!context.flags.watch) return verifyOnce(context, prepared, report)
  // A broken file is worth watching (the learner is fixing it); a missing one is not.
  if (!fs.existsSync(prepared.file)) throw new LearnerError('submission.missing', { file: prepared.file })
  await watchVerify({
    file: prepared.file,
    t: prepared.t,
    out: context.out,
    run: (withSpeed) => verifyOnce(context, prepared, report, withSpeed),
    reportError: (error) => reportError(context, error)
  })
}
