'use strict'
// Preloaded (--require) into every program the workshop runs for the learner, and so into
// their cluster workers too. Loads what the workshop injects (NPW_PRELOADS, see ./index.js). If
// one of those fails to load, that is the workshop's bug: it is reported with a marker the
// harness recognises, and the process ends before the learner's code runs.
// Worker threads load it too (they inherit the --require): they take the list from the main
// thread's environment data, so that a Worker given an env of its own still gets the preloads.
const path = require('node:path')
const { isMainThread, getEnvironmentData, setEnvironmentData } = require('node:worker_threads')
const { MARKER, PRELOADS_VARIABLE } = require('./index')

const EXIT_CODE = 70 // EX_SOFTWARE: an internal software error

const preloads = (isMainThread ? undefined : getEnvironmentData(PRELOADS_VARIABLE)) ?? process.env[PRELOADS_VARIABLE] ?? ''
if (isMainThread) setEnvironmentData(PRELOADS_VARIABLE, preloads)

for (const file of preloads.split(path.delimiter).filter(Boolean)) {
  try {
    require(file)
  } catch (error) {
    const reason = String((error && error.message) || error).split('\n')[0]
    process.stderr.write(`\n${MARKER} ${path.basename(file)}: ${reason}\n${(error && error.stack) || ''}\n`)
    process.exit(EXIT_CODE)
  }
}
