#!/usr/bin/env node
'use strict'
// A reader that stops early (`… | head`) is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode || 0)
    throw error
  })
}
require('../lib/workshop').main(process.argv.slice(2))
