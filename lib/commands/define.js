'use strict'
// Turns an async command function, loaded by load() when the command runs, into a
// workshopper-adventure command. Errors never reach the learner as a stack trace: lib/errors.js
// turns whatever a command throws into one sentence.
const { reportError } = require('../errors')
const { NAME } = require('../names')

function defineCommand (name, load, { aliases = [] } = {}) {
  return {
    aliases: [name, ...aliases],
    order: 10, // above every built-in command of the same name
    menu: false, // workshopper-adventure's own menu entries: ours are in ./index.js
    handler: (shop, args) => {
      execute(shop.context, load, args).catch((error) => {
        // Reporting itself failed (e.g. a language file is broken): say so in plain English.
        console.error(`${NAME}: ${error && error.message}`)
        process.exitCode = 1
      })
    }
  }
}

async function execute (context, load, args) {
  try {
    const code = await load()(context, args)
    if (typeof code === 'number') process.exitCode = code
  } catch (error) {
    reportError(context, error)
    process.exitCode = 1
  }
}

module.exports = { defineCommand, execute }
