'use strict'
// A learner's fix without iterate(): the table read in pages of 500 rows, each starting after the
// last id of the page before (keyset pagination: no OFFSET, which would read every skipped row
// again), through an async generator and stream.pipeline. Each page is all() of a statement
// prepared once: a page is read whole, so two downloads at once cannot break each other.
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

const PAGE = 500
const pageAfter = db.prepare('SELECT * FROM sales WHERE id > ? ORDER BY id LIMIT ?')

async function * csvPages () {
  yield HEADER
  let last = 0
  while (true) {
    const sales = pageAfter.all(last, PAGE)
    if (sales.length === 0) return
    yield sales.map(csvLine).join('')
    last = sales[sales.length - 1].id
  }
}

async function exportCsv (req, res) {
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="sales-2025.csv"'
  })
  try {
    await pipeline(csvPages(), res)
  } catch (error) {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('export failed:', error)
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
