'use strict'
// A learner's fix: a line per row with res.write, waiting whenever the response needs to drain,
// for 'drain' or 'close' (a client that left never drains, so the wait cannot hang). But after
// 'close' the loop goes on: a destroyed response never needs to drain again, and the rest of the
// table is read and written to nobody.
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

async function exportCsv (req, res) {
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="sales-2025.csv"'
  })
  res.write(HEADER)
  for (const sale of db.prepare('SELECT * FROM sales ORDER BY id').iterate()) {
    if (res.writableNeedDrain) {
      await new Promise((resolve) => {
        res.once('drain', resolve)
        res.once('close', resolve)
      })
    }
    res.write(csvLine(sale))
  }
  res.end()
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
