'use strict'
// The workshop's commands as workshopper-adventure commands, one per entry of ./registry.js.
// They take precedence over workshopper-adventure's built-ins of the same name (see define.js);
// the built-ins we keep are version, completed and credits. A command's module (and all it
// imports: autocannon, the profiler, the harness) is required only when that command runs, so
// that `list` or `help` loads none of them (bench/startup.js measures it).
const { defineCommand } = require('./define')
const { COMMANDS } = require('./registry')

const definitions = COMMANDS.map(({ name, aliases }) => defineCommand(name, () => require(`./${name}`), { aliases }))

module.exports = { definitions }
