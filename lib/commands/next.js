'use strict'
const { listExercises, findExercise } = require('../exercises')
const { printProblem } = require('./shared')
const { command } = require('../invocation')

// Selects (not only prints, unlike workshopper-adventure 7) the next exercise not yet completed.
module.exports = async function next (context) {
  const all = listExercises()
  const completed = context.progress.completed()
  const current = findExercise(context.progress.current())
  const after = current ? all.slice(current.number) : all
  const next = after.find((exercise) => !completed.includes(exercise.id))
  if (!next) {
    context.out.line(context.t()(completed.length === all.length ? 'cli.all_done' : 'cli.none_after', { name: command() }))
    return
  }
  context.progress.setCurrent(next.id)
  printProblem(context, next)
}
