'use strict'
// Turns an async command function into a workshopper-adventure command. Errors never reach the
// learner as a stack trace: a LearnerError is one translated sentence, anything else a short
// "this is our bug" sentence (the stack only with DEBUG set).
const { LearnerError } = require('../errors')

function defineCommand (name, run, { aliases = [], menu = false } = {}) {
  return {
    aliases: [name, ...aliases],
    order: 10, // above every built-in command of the same name
    menu,
    handler: (shop, args) => {
      execute(shop.context, run, args).catch((error) => {
        // Reporting itself failed (e.g. a language file is broken): say so in plain English.
        console.error(`node-perf-workshop: ${error && error.message}`)
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

function reportError (context, error) {
  const t = context.t()
  context.out.endStatus()
  if (error instanceof LearnerError) {
    context.out.error(t(error.key, error.params), error.details)
    return
  }
  context.out.error(t('cli.internal_error', { message: error && error.message }))
  if (process.env.DEBUG) console.error(error)
}

module.exports = { defineCommand, reportError }
