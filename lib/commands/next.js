'use strict'
const { listExercises, findExercise, exerciseTitle } = require('../exercises')
const { printProblem } = require('./shared')
const { command } = require('../invocation')

// Selects (not only prints, unlike workshopper-adventure 7) the next exercise not yet completed:
// after the current one, else, when every one after it is done, the first one not done (saying so).
module.exports = async function next (context) {
  const all = listExercises()
  const completed = context.progress.completed()
  const open = (exercise) => !completed.includes(exercise.id)
  const current = findExercise(context.progress.current())
  const after = current ? all.slice(current.number) : all
  let next = after.find(open)
  if (!next) {
    next = all.find(open)
    if (!next) {
      context.out.line(context.t()('cli.all_done', { name: command() }))
      return
    }
    context.out.note(context.t()('cli.none_after', { current: current.number, number: next.number, title: exerciseTitle(context.t(), next) }))
  }
  context.progress.setCurrent(next.id)
  printProblem(context, next)
}
