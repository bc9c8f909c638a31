'use strict'
// Functional checks for 14-streaming, against the learner's server: GET /export.csv answers the
// starter's CSV byte for byte (built from the ledger's rows in expected.js), with a CSV content
// type. How it is sent (as it is read, with backpressure, stopped when the client leaves) is for
// checks.js, which counts inside the server.
const test = require('node:test')
const assert = require('node:assert')
const { url, t } = require('../../lib/kit/check-kit')
const { EXPORT_PATH, REQUEST_TIMEOUT_MS, expectedCsv, downloadCsv, differenceFrom } = require('./expected')

// Where `body` first differs from the expected CSV, in words a learner can act on.
function firstDifference (body, wanted) {
  const { at, line, short } = differenceFrom(body)
  const lineOf = (buffer) => {
    const start = buffer.lastIndexOf(10, at - 1) + 1
    const end = buffer.indexOf(10, at)
    return JSON.stringify(buffer.subarray(start, end === -1 ? Math.min(buffer.length, start + 120) : Math.min(end, start + 120)).toString())
  }
  if (short) return t('csv_short', { line, bytes: body.length, expected: wanted.length })
  return t('csv_line', { line, found: lineOf(body), wanted: lineOf(wanted) })
}

test(t('same_csv'), async () => {
  const downloading = downloadCsv(url)
  const wanted = expectedCsv().body // built while the server sends
  const got = await downloading
  if (got.error === 'timeout') assert.fail(t('kit.no_answer', { method: 'GET', path: EXPORT_PATH, seconds: REQUEST_TIMEOUT_MS / 1000 }))
  if (got.error) assert.fail(t('no_answer', { error: got.error }))
  assert.strictEqual(got.status, 200, t('csv_status', { status: got.status }))
  assert.ok(got.type, t('content_type_missing'))
  assert.match(got.type, /^text\/csv\b/i, t('content_type', { found: got.type }))
  if (!got.body.equals(wanted)) assert.fail(t('csv_differs', { where: firstDifference(got.body, wanted) }))
  assert.ok(got.complete, t('csv_cut'))
})
