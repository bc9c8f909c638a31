'use strict'
const { defineCommand } = require('./define')
const { exerciseFor } = require('./shared')
const { printProblem } = require('./print')
const { LearnerError } = require('../errors')
const { NAME } = require('../names')

// select 2 | select node-env | select 02-node-env (numbers count from 1, as the list shows).
module.exports = defineCommand('select', async (context, args) => {
  if (args.length === 0) throw new LearnerError('cli.select_what', { name: NAME })
  const exercise = exerciseFor(context, args.join(' '))
  context.progress.setCurrent(exercise.id)
  printProblem(context, exercise)
})
