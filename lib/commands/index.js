'use strict'
// The workshop's commands as workshopper-adventure commands, one per entry of ./registry.js.
// They take precedence over workshopper-adventure's built-ins of the same name (see define.js);
// the built-ins we keep are version, completed and credits. A command's module (and all it
// imports: autocannon, the profiler, the harness) is required only when that command runs, so
// that `list` or `help` loads none of them (bench/startup.js measures it).
const { defineCommand, execute } = require('./define')
const { COMMANDS } = require('./registry')

const load = (name) => () => require(`./${name}`)
const definitions = COMMANDS.map(({ name, aliases }) => defineCommand(name, load(name), { aliases }))

// The command of the registry a word names (its name or an alias), or null.
function commandNamed (word) {
  return COMMANDS.find((entry) => entry.name === word || (entry.aliases || []).includes(word)) || null
}

// Runs one of ours without workshopper-adventure's shell (lib/workshop.js): what its handler does.
function run (context, entry, args) {
  execute(context, load(entry.name), args).catch((error) => {
    console.error(`${require('../names').NAME}: ${error && error.message}`)
    process.exitCode = 1
  })
}

module.exports = { definitions, commandNamed, run }
