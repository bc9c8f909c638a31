'use strict'
// Turns an async command function into a workshopper-adventure command. Errors never reach the
// learner as a stack trace: lib/errors.js turns whatever a command throws into one sentence.
const { reportError } = require('../errors')
const { NAME } = require('../names')

function defineCommand (name, run, { aliases = [] } = {}) {
  return {
    aliases: [name, ...aliases],
    order: 10, // above every built-in command of the same name
    menu: false, // workshopper-adventure's own menu entries: ours are in ./index.js
    handler: (shop, args) => {
      execute(shop.context, run, args).catch((error) => {
        // Reporting itself failed (e.g. a language file is broken): say so in plain English.
        console.error(`${NAME}: ${error && error.message}`)
        process.exitCode = 1
      })
    }
  }
}

async function execute (context, run, args) {
  try {
    const code = await run(context, args)
    if (typeof code === 'number') process.exitCode = code
  } catch (error) {
    reportError(context, error)
    process.exitCode = 1
  }
}

module.exports = { defineCommand }
