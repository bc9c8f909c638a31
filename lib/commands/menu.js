'use strict'
// The learnyounode-style menu on a terminal; the plain list anywhere else. Its extra entries
// are the commands the registry gives a menu place.
const chalk = require('chalk')
const { listExercises, exerciseTitle } = require('../exercises')
const { printList } = require('./shared')
const { menuExtras } = require('./registry')
const { breakLines } = require('../text/line-break')
const { displayWidth, padEnd } = require('../text/text-width')

// The menu starts at column 2 with 2 columns of padding on each side, and leaves the terminal's
// last column free: a line that fills it would wrap.
const MENU_MARGIN = 7

// An exercise's entry: its title wrapped to the menu's width, the marker (completed) at the end of
// the first line; the lines after the first are written under it, not selectable.
function entryLines (label, marker, width) {
  const prefix = label.slice(0, label.indexOf(' ', 2) + 1) // "» 9. "
  const hang = ' '.repeat(displayWidth(prefix))
  const room = (index) => width - (index === 0 ? displayWidth(prefix) + (marker ? displayWidth(marker) + 1 : 0) : hang.length)
  const lines = breakLines(label.slice(prefix.length), room)
  const first = prefix + lines[0]
  return {
    first: marker ? padEnd(first, width - displayWidth(marker)) + marker : first,
    rest: lines.slice(1).map((line) => hang + line)
  }
}

module.exports = async function menu (context) {
  const { shop, progress } = context
  const t = context.t()
  const completed = progress.completed()
  const exercises = listExercises()
  const factory = shop.options.menuFactory
  factory.options.selected = Math.max(0, exercises.findIndex((ex) => ex.id === progress.current()))
  // As wide as the terminal allows (terminalWidth: at most 100 columns), less its margins and padding.
  factory.options.width = require('../text/render').terminalWidth() - MENU_MARGIN
  const entries = exercises.map((exercise) => ({
    label: `» ${exercise.number}. ${exerciseTitle(t, exercise)}`,
    marker: completed.includes(exercise.id) ? `[${t('menu.completed')}]` : '',
    handler: () => shop.execute(['select', exercise.id])
  }))
  const menu = factory.create({
    title: t('title'),
    subtitle: t('subtitle'),
    // A function, so that an entry may take more than one line: it adds the entries itself.
    menu: (terminalMenu) => {
      terminalMenu.writeSeparator()
      for (const entry of entries) {
        const { first, rest } = entryLines(entry.label, entry.marker, terminalMenu.width)
        terminalMenu.add({ label: entry.label, line: chalk.bold(first), handler: entry.handler })
        for (const line of rest) terminalMenu.write(chalk.bold(line) + '\n')
      }
      return []
    },
    extras: menuExtras().map((name) => ({
      label: chalk.bold(t(`menu.${name}`)),
      handler: () => shop.execute([name])
    })).concat({ label: chalk.bold(t('menu.exit')), handler: () => process.exit(0) })
  })
  if (!menu) printList(context, { plain: true })
}

module.exports.entryLines = entryLines // for test/wrap.test.js
