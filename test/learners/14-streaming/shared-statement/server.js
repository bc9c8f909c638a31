'use strict'
// Acme Outdoor's sales export. The finance team downloads the year's sales as a spreadsheet:
// GET /export.csv, 100,000 rows, about 9 MB. The ledger is SQLite (node:sqlite, built into
// Node.js), filled with the year's sales when the server starts. It works, but each download
// takes the server's memory up by hundreds of megabytes, nothing arrives until the whole file is
// built, and a slow connection or a second download makes it worse. Why?
const http = require('node:http')
const { pipeline } = require('node:stream')
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

// Prepared once at start-up and reused by every download.
const allSales = db.prepare('SELECT * FROM sales ORDER BY id')

// The CSV a piece at a time (~150 lines per piece): pipeline asks for the next one only when
// the response can take it.
function * csvChunks (sales) {
  let chunk = HEADER
  let lines = 0
  for (const sale of sales) {
    chunk += csvLine(sale)
    if (++lines % 150 === 0) {
      yield chunk
      chunk = ''
    }
  }
  if (chunk) yield chunk
}

function exportCsv (req, res) {
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="sales-2025.csv"'
  })
  pipeline(csvChunks(allSales.iterate()), res, (err) => {
    if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('export failed:', err.message)
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
