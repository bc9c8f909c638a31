'use strict'
// What 14-streaming's functional checks and deterministic checks share: the CSV the starter
// sends, built from the ledger's rows in JavaScript (starter/sales-data.js, the data the learner's
// server loads), so that no workshop process loads node:sqlite (on Node 22 that prints an
// ExperimentalWarning in the learner's terminal); and the bounds the checks hold a download to.
const http = require('node:http')
const { salesRows } = require('./starter/sales-data')

const EXPORT_PATH = '/export.csv'
// How long a download may stay silent (no byte for this long: a server that does not answer):
// the starter builds its whole file for about 1 s before its first byte, 1.3 s at most beside a
// CPU hog on 2 cores (Node 22 and 26); a stuck server must still get its verdict within the 15 s
// of test/bad-input.test.js, which took 15.2 s in CI with 8 s here.
const REQUEST_TIMEOUT_MS = 6000
// The first body bytes must be on their way before this many rows have been read: 5% of the
// ledger. A generator's chunks of a few hundred rows, a page of 1,000, or a Readable that fills its
// 64 KiB highWaterMark before its first 'data' (about 700 rows) are far below it; a server that
// reads the whole table first is at 100,000.
const FIRST_BYTE_ROWS = 5000
// What the slow client takes before it stops reading, and how much of the CSV the server may hold
// meanwhile (read from the database, not yet handed to the kernel): a stream's highWaterMark and a
// generator's chunks hold far less (bench/figures.json), the whole file is over 9 MB.
const TAKEN_BYTES = 64 * 1024
const HELD_BYTES = 2 * 1024 * 1024

const HEADER = 'id,sold_at,store,sku,product,customer,quantity,unit_price\n'

function csvField (value) {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

let built = null
// The starter's CSV: { body (a Buffer), rows, ends }, ends[n] the byte at which row n ends (ends[0]:
// the header's end), to turn a count of rows read into the bytes they make.
function expectedCsv () {
  if (built) return built
  const lines = [HEADER]
  for (const [id, soldAt, store, sku, product, customer, quantity, cents] of salesRows()) {
    lines.push([id, soldAt, csvField(store), sku, csvField(product), csvField(customer), quantity, (cents / 100).toFixed(2)].join(',') + '\n')
  }
  const ends = new Float64Array(lines.length)
  let at = 0
  lines.forEach((line, n) => {
    at += Buffer.byteLength(line)
    ends[n] = at
  })
  built = { body: Buffer.from(lines.join('')), rows: lines.length - 1, ends }
  return built
}

// The bytes of the CSV up to the end of row `rows` (rows beyond the last: the whole file, then the
// rest counted again from the start, as a server that read the table twice would hold).
function bytesOfRows (rows) {
  const { ends, rows: total } = expectedCsv()
  return rows <= total ? ends[rows] : ends[total] + bytesOfRows(rows - total)
}

// One download of the export, read as fast as it comes: { status, type, body, complete }
// (complete: false when the connection ended before the response did), or { error } when there
// was no answer ('timeout' when the server stayed silent for REQUEST_TIMEOUT_MS).
function downloadCsv (baseUrl) {
  return new Promise((resolve) => {
    const req = http.get(baseUrl + EXPORT_PATH, { agent: false }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('close', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body: Buffer.concat(chunks), complete: res.complete }))
    })
    req.setTimeout(REQUEST_TIMEOUT_MS, () => {
      resolve({ error: 'timeout' })
      req.destroy()
    })
    req.on('error', (error) => resolve({ error: error.message }))
  })
}

// Where `body` first differs from the starter's CSV: { at, line, short } (short: it is a
// beginning of the CSV that ends too soon), or null when it is the CSV.
function differenceFrom (body) {
  const wanted = expectedCsv().body
  if (body.equals(wanted)) return null
  let at = 0
  while (at < body.length && at < wanted.length && body[at] === wanted[at]) at++
  const line = wanted.subarray(0, at).toString().split('\n').length
  return { at, line, short: at === body.length }
}

module.exports = { EXPORT_PATH, REQUEST_TIMEOUT_MS, FIRST_BYTE_ROWS, TAKEN_BYTES, HELD_BYTES, expectedCsv, bytesOfRows, downloadCsv, differenceFrom }
