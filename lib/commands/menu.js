'use strict'
// The learnyounode-style menu on a terminal; the plain list anywhere else.
const chalk = require('chalk')
const { defineCommand } = require('./define')
const { listExercises } = require('../exercises')
const { printList } = require('./list')
const { title } = require('./shared')

const EXTRAS = ['starter', 'profile', 'hint', 'reading', 'solution', 'preflight', 'help', 'lang']

module.exports = defineCommand('menu', async (context) => {
  const { shop, progress } = context
  const t = context.t()
  const completed = progress.completed()
  const exercises = listExercises()
  const factory = shop.options.menuFactory
  factory.options.selected = Math.max(0, exercises.findIndex((ex) => ex.id === progress.current()))
  const menu = factory.create({
    title: t('title'),
    subtitle: t('subtitle'),
    menu: exercises.map((exercise) => ({
      label: chalk.bold(`» ${exercise.number}. ${title(t, exercise)}`),
      marker: completed.includes(exercise.id) ? `[${t('menu.completed')}]` : '',
      handler: () => shop.execute(['select', exercise.id])
    })),
    extras: EXTRAS.map((name) => ({
      label: chalk.bold(t(`menu.${name}`)),
      handler: () => shop.execute([name])
    })).concat({ label: chalk.bold(t('menu.exit')), handler: () => process.exit(0) })
  })
  if (!menu) printList(context, { plain: true })
})
