'use strict'
const { findExercise, exerciseTitle } = require('../exercises')
const { command } = require('../invocation')

// current: the exercise the learner is on.
module.exports = async function current (context) {
  const t = context.t()
  const exercise = findExercise(context.progress.current())
  if (!exercise) {
    context.out.line(t('cli.none_selected', { name: command() }))
    return 1
  }
  context.out.line(`${exercise.number}. ${exerciseTitle(t, exercise)}`)
}
