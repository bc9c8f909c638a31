'use strict'
// Counts the leaf tests that passed, failed and were skipped, for the last lines of test/run.js.
// A file none of whose tests a name pattern picked is reported as one passing test named after
// the file: not a test, and not counted (test/run.js runs some files once per place).
const path = require('node:path')

module.exports = async function * countReporter (source) {
  let passed = 0
  let failed = 0
  let skipped = 0
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue
    const { details, skip, todo, name, file } = event.data
    if (details && details.type === 'suite') continue
    if (event.type === 'test:pass') {
      if (file && path.resolve(name) === file) continue
      if (skip) skipped++
      else if (!todo) passed++
    } else if (!(details && details.error && details.error.failureType === 'subtestsFailed')) {
      failed++
    }
  }
  yield JSON.stringify({ passed, failed, skipped })
}
