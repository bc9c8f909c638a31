'use strict'
const { exerciseFor, printTask } = require('./shared')
const { LearnerError } = require('../errors')
const { command } = require('../invocation')

// select 2 | select node-env | select 02-node-env (numbers count from 1, as the list shows).
module.exports = async function select (context, args) {
  if (args.length === 0) throw new LearnerError('cli.select_what', { name: command() })
  const exercise = exerciseFor(context, args.join(' '))
  context.progress.setCurrent(exercise.id)
  // The title and the task, and where the rest is: `print` right after shows the whole text
  // once, not twice (as learnyounode's select does).
  printTask(context, exercise)
}
