'use strict'
// A learner's fix with a Readable of their own: _read() pushes rows until push() says the buffer is
// full, and is called again when the consumer wants more; _destroy() closes the statement's
// iterator when the download is cut short. stream.pipeline connects it to the response, and its
// callback leaves a client's disconnection out of the log.
const http = require('node:http')
const { Readable, pipeline } = require('node:stream')
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

class SalesCsv extends Readable {
  constructor (db) {
    super()
    this.sales = db.prepare('SELECT * FROM sales ORDER BY id').iterate()
    this.push(HEADER)
  }

  _read () {
    while (true) {
      const { done, value } = this.sales.next()
      if (done) return this.push(null)
      if (!this.push(csvLine(value))) return
    }
  }

  _destroy (error, callback) {
    this.sales.return()
    callback(error)
  }
}

function exportCsv (req, res) {
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="sales-2025.csv"'
  })
  pipeline(new SalesCsv(db), res, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('export failed:', error)
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
