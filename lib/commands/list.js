'use strict'
const chalk = require('chalk')
const { defineCommand } = require('./define')
const { listExercises } = require('../exercises')
const { title } = require('./shared')
const { NAME } = require('../names')

// The numbered exercise list, marking the current and the completed ones. With plain=true it is
// the menu for terminals that cannot show the interactive one (pipes, CI, some IDE consoles).
function printList (context, { plain = false } = {}) {
  const t = context.t()
  const completed = context.progress.completed()
  const current = context.progress.current()
  const lines = []
  if (plain) lines.push(chalk.bold(t('title')), t('menu.no_tty', { name: NAME }), '')
  for (const exercise of listExercises()) {
    const marker = exercise.id === current ? chalk.cyan('»') : ' '
    const done = completed.includes(exercise.id) ? chalk.green(` [${t('menu.completed')}]`) : ''
    lines.push(`${marker} ${String(exercise.number).padStart(2)}. ${title(t, exercise)}${done}`)
  }
  if (plain) lines.push('', t('menu.plain_commands', { name: NAME }))
  context.out.line(lines.join('\n'))
}

module.exports = defineCommand('list', async (context) => printList(context))
module.exports.printList = printList
