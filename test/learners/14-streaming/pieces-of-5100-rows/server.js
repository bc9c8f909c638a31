'use strict'
// Acme Outdoor's sales export: GET /export.csv, 100,000 rows, about 9 MB, streamed as the rows
// are read from SQLite (node:sqlite, built into Node.js).
const http = require('node:http')
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

const SALES_SQL = 'SELECT * FROM sales ORDER BY id'
const CSV_HEADERS = {
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': 'attachment; filename="sales-2025.csv"'
}

const { pipeline } = require('node:stream')

// The header at once, so that the first byte goes out before any row is read; then fewer, bigger
// writes: 5,100 rows (about 0.45 MB) per piece, just over the 5,000 the server may read ahead.
const ROWS_PER_CHUNK = 5100

function * csvChunks () {
  yield HEADER
  const rows = db.prepare(SALES_SQL).iterate() // a statement of this download's own
  let chunk = ''
  let count = 0
  for (const sale of rows) {
    chunk += csvLine(sale)
    if (++count % ROWS_PER_CHUNK === 0) {
      yield chunk
      chunk = ''
    }
  }
  if (chunk) yield chunk
}

function exportCsv (req, res) {
  res.writeHead(200, CSV_HEADERS)
  pipeline(csvChunks(), res, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`export stopped: ${error.message}`)
  })
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
