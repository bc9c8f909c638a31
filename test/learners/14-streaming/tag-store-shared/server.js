'use strict'
// A learner on Node 24 or later who found db.createTagStore() in the node:sqlite docs: one tag
// store for the whole server, each download iterating its SQL, streamed in chunks with
// backpressure and stopped when the client leaves. The store caches one prepared statement per
// SQL text, so every download iterates the same statement: a second download starts it over under
// the first (its iterator throws "iterator was invalidated" and the file ends early).
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

// About 16 KB of CSV per chunk: a write per row would cost a chunk header each and many more
// trips through the stream; a chunk this size is still a few dozen rows.
const CHUNK_BYTES = 16 * 1024

// One tag store for the server: it prepares each SQL text once and keeps the statement.
const sql = db.createTagStore()

// The CSV, chunk by chunk, from an iterator of sales. When the pipeline stops early (the client
// went away), the generator is ended at its `yield` and the `for … of` closes the iterator.
function * csvChunks (sales) {
  let chunk = HEADER
  for (const sale of sales) {
    chunk += csvLine(sale)
    if (chunk.length >= CHUNK_BYTES) {
      yield chunk
      chunk = ''
    }
  }
  if (chunk) yield chunk
}

async function exportCsv (req, res) {
  const sales = sql.iterate`SELECT * FROM sales ORDER BY id`
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="sales-2025.csv"'
  })
  try {
    await pipeline(csvChunks(sales), res)
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
