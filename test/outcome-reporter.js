'use strict'
// For scripts/flakes.js (test/run.js --outcomes): a JSON line per test that ended, { file, name,
// ok, skipped, error }, the error's first line when it failed, the reason when it was skipped. A
// file none of whose tests a name pattern picked is no test (as in count-reporter.js).
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..')

module.exports = async function * outcomeReporter (source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue
    const { details, skip, todo, name, file } = event.data
    if (details && details.type === 'suite') continue
    if (event.type === 'test:pass' && file && path.resolve(name) === file) continue
    const error = details && details.error
    if (error && error.failureType === 'subtestsFailed') continue
    const cause = error && (error.cause || error)
    yield JSON.stringify({
      file: file ? path.relative(ROOT, file) : null,
      name,
      ok: event.type === 'test:pass',
      skipped: Boolean(skip || todo),
      error: cause ? String(cause.message || cause).split('\n')[0].slice(0, 300) : typeof skip === 'string' ? skip : null
    }) + '\n'
  }
}
