'use strict'
const { renderMarkdown } = require('../text/render')
const { helpSections } = require('./registry')
const { NAME } = require('../names')
const { command } = require('../invocation')

// The help text, composed from the registry: an introduction, each section with its commands'
// lines, and the server contract.
function helpText (t) {
  const params = { name: command() }
  const parts = [t('help.intro', { name: NAME })]
  for (const { section, keys } of helpSections()) {
    parts.push(`## ${t(`help.sections.${section}`)}`, keys.map((key) => `* ${t(`help.commands.${key}`, params)}`).join('\n'))
  }
  parts.push(t('help.contract', params))
  return parts.join('\n\n') + '\n'
}

// help: every command, by section.
module.exports = async function help (context) {
  context.out.block(renderMarkdown(helpText(context.t())))
}
