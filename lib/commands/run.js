'use strict'
const { prepareSubmission } = require('./shared')
const { verifyExercise } = require('../verify')
const { checkSubmission } = require('../verify/submission')
const { formatRatio } = require('../text/charts')
const { NAME } = require('../names')

// Like verify, without grading: start the learner's program and show the numbers.
module.exports = async function run (context, args) {
  const { t, exercise, file } = await prepareSubmission(context, args)
  checkSubmission(file)
  const outcome = await verifyExercise({ exercise, file, t, out: context.out, grade: false })
  // The threshold as this run resolved it (a spec's speed may depend on the machine).
  const threshold = outcome.speed && outcome.speed.threshold
  context.out.line('\n' + t(threshold ? 'run.after_speed' : 'run.after', {
    name: NAME,
    threshold: threshold && formatRatio(threshold)
  }))
}
