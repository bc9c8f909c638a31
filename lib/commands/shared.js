'use strict'
// Small helpers the commands share: finding the exercise a command is about, the page heading.
const chalk = require('chalk')
const { breakLines } = require('../text/line-break')
const { terminalWidth } = require('../text/render')
const { listExercises, findExercise } = require('../exercises')
const { LearnerError } = require('../errors')

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
// The workshop's name and a heading, the heading wrapped like any text at the terminal's width
// (a long title in a narrow window must not run off the edge).
function printHeading (context, heading) {
  const width = terminalWidth() - 3
  const lines = breakLines(heading, () => width).map((line) => ` ${chalk.bold.cyan(line)}`)
  context.out.line(`\n ${chalk.bold(context.t()('title'))}\n${lines.join('\n')}\n`)
}

module.exports = { title, exerciseFor, printHeading }
