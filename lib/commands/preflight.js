'use strict'
const { runPreflight } = require('../preflight')
const { command } = require('../invocation')

// A green/red list of what this machine needs for the workshop, with a fix for each red line.
// Exit 1 when something blocks the workshop.
module.exports = async function preflight (context) {
  const t = context.t()
  const { out } = context
  out.heading(t('preflight.heading'))
  const results = await runPreflight()
  for (const result of results) {
    const text = t(`preflight.${result.key}`, result.params)
    const fix = t(`preflight.${result.key}_fix`, result.params)
    if (result.status === 'ok') out.ok(text)
    else if (result.status === 'warn') out.note(`${text}\n      ${fix}`)
    else out.bad(text, fix)
  }
  const blocked = results.some((result) => result.status === 'fail')
  out.line('\n' + t(blocked ? 'preflight.blocked' : 'preflight.ready', { name: command() }))
  return blocked ? 1 : 0
}
