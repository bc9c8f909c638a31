'use strict'
// A learner's fix without streams, with a high-water mark of its own: res.write() for each batch of
// lines, and once write() has returned false, 2.2 MB more written ("the task allows about 2 MB")
// before a wait for 'drain' or 'close'; a closed response ends the loop, and the finally block
// closes the statement's iterator.
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

const BATCH = 200
// How much to write after write() said false before waiting for 'drain'.
const OWN_HIGH_WATER_MARK = 2.2 * 1024 * 1024

// Resolves true when the response can take more, false when it has closed.
function drained (res) {
  return new Promise((resolve) => {
    const done = (more) => {
      res.off('drain', onDrain)
      res.off('close', onClose)
      resolve(more)
    }
    const onDrain = () => done(true)
    const onClose = () => done(false)
    res.on('drain', onDrain)
    res.on('close', onClose)
  })
}

async function exportCsv (req, res) {
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="sales-2025.csv"'
  })
  const sales = db.prepare('SELECT * FROM sales ORDER BY id').iterate()
  try {
    let lines = HEADER
    let count = 0
    let sinceFalse = null // bytes written since write() said false
    for (const sale of sales) {
      lines += csvLine(sale)
      if (++count % BATCH !== 0) continue
      const more = res.write(lines)
      if (sinceFalse !== null) sinceFalse += Buffer.byteLength(lines)
      lines = ''
      if (res.destroyed) return
      if (!more && sinceFalse === null) sinceFalse = 0
      if (sinceFalse !== null && sinceFalse > OWN_HIGH_WATER_MARK) {
        sinceFalse = null
        if (!(await drained(res))) return
      }
    }
    res.end(lines)
  } finally {
    sales.return()
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
