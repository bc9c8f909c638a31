'use strict'
// Acme Outdoor's sales export, streamed. The starter read all 100,000 rows, built the whole
// 9 MB file as one string and only then sent it. Here the rows go out as SQLite hands them over:
// iterate() reads one row per step, a generator turns them into CSV text, and stream.pipeline
// writes it to the response, asking for more only when the socket has taken what it was given
// (backpressure). A client that disconnects ends the pipeline, which ends the generator, which
// closes the statement: nothing goes on reading for nobody.
const http = require('node:http')
const { pipeline } = require('node:stream/promises')
const { DatabaseSync } = require('node:sqlite')
const { loadSales } = require('./sales-data')

// The sales table (sales-data.js shows it), in memory: 100,000 rows.
const db = loadSales(new DatabaseSync(':memory:'))

const HEADER = 'id,sold_at,store,sku,product,customer,quantity,unit_price\n'

// A field as CSV writes it (RFC 4180): in double quotes, its quotes doubled, when it holds a
// comma, a quote or a line break.
function csvField (value) {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

// One sale as a line of the CSV, prices in euros.
function csvLine (sale) {
  return [
    sale.id, sale.sold_at, csvField(sale.store), sale.sku, csvField(sale.product),
    csvField(sale.customer), sale.quantity, (sale.unit_price_cents / 100).toFixed(2)
  ].join(',') + '\n'
}

// About 16 KB of CSV per chunk (some 180 rows): a write per row would cost a chunk header each and
// many more trips through the stream.
const CHUNK_BYTES = 16 * 1024

// The CSV, chunk by chunk, read through the statement. When the pipeline stops early (the client
// went away), the generator is ended at its `yield` and the `for … of` closes the iterator. The
// iterator is opened here, once the generator runs: ending a generator that has not started runs
// none of its code, so an iterator opened before it would stay open if the client left first.
function * csvChunks (statement) {
  let chunk = HEADER
  for (const sale of statement.iterate()) {
    chunk += csvLine(sale)
    if (chunk.length >= CHUNK_BYTES) {
      yield chunk
      chunk = ''
    }
  }
  if (chunk) yield chunk
}

async function exportCsv (req, res) {
  // A statement of its own per download: iterate() starts its statement over, so two downloads
  // sharing one would break each other. Preparing one statement is a fraction of a millisecond.
  const statement = db.prepare('SELECT * FROM sales ORDER BY id')
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="sales-2025.csv"'
  })
  try {
    await pipeline(csvChunks(statement), res)
  } catch (error) {
    // A client that disconnects is no failure of ours: pipeline has already stopped reading.
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('export failed:', error.message)
  }
}

http.createServer((req, res) => {
  const { pathname } = new URL(req.url, 'http://localhost')
  if (req.method === 'GET' && pathname === '/export.csv') return exportCsv(req, res)
  if (req.method === 'GET' && pathname === '/health') return res.end('ok\n')
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end('not found\n')
}).listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Sales export on http://127.0.0.1:${process.env.PORT || 3000}/export.csv`)
})
