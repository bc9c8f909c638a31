'use strict'
const os = require('node:os')
const chalk = require('chalk')
const { defineCommand } = require('./define')
const { exerciseFor, title } = require('./shared')
const { locateSubmission, checkSubmission } = require('../submission')
const { verifyExercise } = require('../verify')
const { describeVerdict } = require('../verdict')
const { relative } = require('../verify-server')
const { NAME } = require('../names')

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

// Shared by verify and run: find and check the learner's file, then hand over to the engine.
async function prepare (context, args) {
  const t = context.t()
  const exercise = exerciseFor(context)
  const { file, guessed } = locateSubmission(args[0], exercise)
  context.out.line(chalk.bold(t('verify.heading', { number: exercise.number, title: title(t, exercise) })))
  if (guessed) context.out.note(t('submission.guessed', { file: relative(file) }))
  checkSubmission(file)
  return { t, exercise, file }
}

module.exports = defineCommand('verify', async (context, args) => {
  const { t, exercise, file } = await prepare(context, args)
  const outcome = await verifyExercise({ exercise, file, t, out: context.out, grade: true })
  const { kind, text } = describeVerdict(outcome, t, exercise)
  context.out.verdict(kind, text)
  if (kind === 'pass') context.progress.markCompleted(exercise.id, measurements(outcome))
  context.out.line(t(`verdict.after_${kind}`, { name: NAME }))
  return EXIT[kind]
})
module.exports.prepare = prepare
