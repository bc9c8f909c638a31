'use strict'
// Preloaded (--require) into every program the workshop runs for the learner, and so into
// their cluster workers too. Loads what the workshop injects (NPW_PRELOADS, see ./index.js). If
// one of those fails to load, that is the workshop's bug: it is reported with a marker the
// harness recognises, and the process ends before the learner's code runs.
const path = require('node:path')
const { MARKER, PRELOADS_VARIABLE } = require('./index')

const EXIT_CODE = 70 // EX_SOFTWARE: an internal software error

for (const file of (process.env[PRELOADS_VARIABLE] || '').split(path.delimiter).filter(Boolean)) {
  try {
    require(file)
  } catch (error) {
    const reason = String((error && error.message) || error).split('\n')[0]
    process.stderr.write(`\n${MARKER} ${path.basename(file)}: ${reason}\n${(error && error.stack) || ''}\n`)
    process.exit(EXIT_CODE)
  }
}
