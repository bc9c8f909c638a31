'use strict'
const fs = require('node:fs')
const os = require('node:os')
const { watchVerify } = require('../verify/watch')
const { prepareSubmission } = require('./shared')
const { checkSubmission } = require('../verify/submission')
const { verifyExercise } = require('../verify')
const { describeVerdict } = require('../verify/verdict')
const { NAME } = require('../names')
const { LearnerError, reportError } = require('../errors')

const EXIT = { pass: 0, fail: 1, inconclusive: 2 }

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
// runs the checks only and gives no verdict.
async function verifyOnce (context, { t, exercise, file }, withSpeed = true) {
  checkSubmission(file)
  const outcome = await verifyExercise({ exercise, file, t, out: context.out, grade: true, withSpeed })
  if (outcome.reason === 'checks_only') {
    context.out.line('\n' + t('watch.checks_pass'))
    return 0
  }
  const { kind, text } = describeVerdict(outcome, t, exercise)
  context.out.verdict(kind, text)
  if (kind === 'pass') context.progress.markCompleted(exercise.id, measurements(outcome))
  context.out.line(t(`verdict.after_${kind}`, { name: NAME }))
  return EXIT[kind]
}

// verify [--watch] [file]: functional checks, deterministic checks, then the speed check; exit
// 0 PASS, 1 FAIL, 2 inconclusive (see docs/ARCHITECTURE.md, "How a verdict is reached").
module.exports = async function verify (context, args) {
  const prepared = await prepareSubmission(context, args)
  if (!context.flags.watch) return verifyOnce(context, prepared)
  // A broken file is worth watching (the learner is fixing it); a missing one is not.
  if (!fs.existsSync(prepared.file)) throw new LearnerError('submission.missing', { file: prepared.file })
  await watchVerify({
    file: prepared.file,
    t: prepared.t,
    out: context.out,
    run: (withSpeed) => verifyOnce(context, prepared, withSpeed),
    reportError: (error) => reportError(context, error)
  })
}
