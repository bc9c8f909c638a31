'use strict'
// The workshop's commands as workshopper-adventure commands, one per entry of ./registry.js.
// They take precedence over workshopper-adventure's built-ins of the same name (see define.js);
// the built-ins we keep are version, completed and credits.
const { defineCommand } = require('./define')
const { COMMANDS } = require('./registry')

const definitions = COMMANDS.map(({ name, aliases }) => defineCommand(name, require(`./${name}`), { aliases }))

module.exports = { definitions }
