'use strict'
const { confirm } = require('../confirm')
const { command } = require('../invocation')

// Forgets progress (current exercise, completions, hint levels, results), only when asked twice:
// by typing the command and by answering yes (or passing --yes where there is no terminal).
module.exports = async function reset (context) {
  const t = context.t()
  if (!context.flags.yes && !(await confirm(t('reset.confirm')))) {
    context.out.line(t(process.stdin.isTTY ? 'reset.cancelled' : 'reset.needs_yes', { name: command() }))
    return 1
  }
  context.progress.reset()
  context.out.line(t('reset.done'))
}
