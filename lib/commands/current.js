'use strict'
const { defineCommand } = require('./define')
const { findExercise } = require('../exercises')
const { title } = require('./shared')
const { NAME } = require('../names')

module.exports = defineCommand('current', async (context) => {
  const t = context.t()
  const exercise = findExercise(context.progress.current())
  if (!exercise) {
    context.out.line(t('cli.none_selected', { name: NAME }))
    return 1
  }
  context.out.line(`${exercise.number}. ${title(t, exercise)}`)
})
