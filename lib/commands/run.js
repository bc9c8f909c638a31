'use strict'
const { prepareSubmission } = require('./shared')
const { verifyExercise } = require('../verify')
const { checkSubmission } = require('../verify/submission')
const { formatRatio } = require('../text/charts')
const { command } = require('../invocation')

// Like verify, without grading: start the learner's program and show the numbers.
module.exports = async function run (context, args) {
  const { t, exercise, file } = await prepareSubmission(context, args)
  checkSubmission(file)
  const outcome = await verifyExercise({ exercise, file, t, out: context.out, grade: false })
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
  const key = !threshold ? 'run.after' : unmet.length ? 'run.after_speed_unmet' : 'run.after_speed'
  context.out.line('\n' + t(key, { name: command(), threshold: threshold && formatRatio(threshold) }))
}
