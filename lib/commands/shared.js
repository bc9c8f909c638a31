'use strict'
// Small helpers the commands share: finding the exercise a command is about, the page heading.
const chalk = require('chalk')
const { listExercises, findExercise } = require('../exercises')
const { LearnerError } = require('../learner-error')

function title (t, exercise) {
  return t(`exercises.${exercise.id}.title`)
}

// The named exercise, or the current one, or the first one for a learner who has not chosen yet.
function exerciseFor (context, specifier) {
  if (specifier) {
    const named = findExercise(specifier)
    if (!named) throw new LearnerError('cli.no_such_exercise', { specifier, count: listExercises().length })
    return named
  }
  return findExercise(context.progress.current()) || listExercises()[0]
}

// The workshop's name and a cyan heading above a page of text (problem, reading).
function printHeading (context, heading) {
  context.out.line(`\n ${chalk.bold(context.t()('title'))}\n ${chalk.bold.cyan(heading)}\n`)
}

module.exports = { title, exerciseFor, printHeading }
