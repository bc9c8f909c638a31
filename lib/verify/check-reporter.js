'use strict'
// A node:test reporter that writes one JSON line per finished check, for functional.js (beside it).
// (Run on its own, an exercise's functional.js prints plain TAP.) It runs in the process of the
// exercise's functional.js, so it can tell which message key made a check's name and its failure
// (lib/kit/message-keys.js): the report's requirement points are found by key.
const { keyOf } = require('../kit/message-keys')

// A check's own message is the sentence for the learner; node:assert appends a diff of actual and
// expected values to it, which only repeats that sentence in a harder form.
function learnerMessage (error) {
  const message = String(error.message || error)
  if (error.code !== 'ERR_ASSERTION' || error.generatedMessage) return message
  return message.split(/\n\+ actual - expected|\n\n/)[0]
}

// What an assertion saw and wanted, for a report's diagnostics (TAP, JUnit), when both are short
// values: a whole body or an object is the message's to summarise, not the report's to dump, and
// assert.ok's false against true says nothing the message does not.
function observed (error) {
  if (!error || error.code !== 'ERR_ASSERTION' || typeof error.expected === 'boolean') return undefined
  const plain = (value) => value === null || ['number', 'boolean'].includes(typeof value) ||
    (typeof value === 'string' && value.length <= 200)
  if (!plain(error.actual) || !plain(error.expected)) return undefined
  return { actual: error.actual, expected: error.expected, operator: error.operator }
}

module.exports = async function * checkReporter (source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue
    const { name, nesting, details, skip } = event.data
    const error = details && details.error
    if (error && error.failureType === 'subtestsFailed') continue // its failing subtests speak
    const cause = error && (error.cause || error)
    const message = cause ? learnerMessage(cause) : ''
    yield JSON.stringify({
      ok: event.type === 'test:pass',
      skipped: Boolean(skip),
      name,
      nameKey: keyOf(name),
      nesting,
      message,
      key: cause ? keyOf(message) || keyOf(String(cause.message)) : undefined,
      observed: observed(cause),
      ms: details && details.duration_ms
    }) + '\n'
  }
}
