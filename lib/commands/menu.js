'use strict'
// The learnyounode-style menu on a terminal; the plain list anywhere else. Its extra entries
// are the commands the registry gives a menu place.
const chalk = require('chalk')
const { listExercises, exerciseTitle } = require('../exercises')
const { printList } = require('./shared')
const { menuExtras } = require('./registry')

module.exports = async function menu (context) {
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
      label: chalk.bold(`» ${exercise.number}. ${exerciseTitle(t, exercise)}`),
      marker: completed.includes(exercise.id) ? `[${t('menu.completed')}]` : '',
      handler: () => shop.execute(['select', exercise.id])
    })),
    extras: menuExtras().map((name) => ({
      label: chalk.bold(t(`menu.${name}`)),
      handler: () => shop.execute([name])
    })).concat({ label: chalk.bold(t('menu.exit')), handler: () => process.exit(0) })
  })
  if (!menu) printList(context, { plain: true })
}
