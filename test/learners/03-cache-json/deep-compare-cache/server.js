'use strict'
// Acme Outdoor's catalogue API. The shop's mobile app downloads the whole catalogue when it
// starts (GET /catalog, about 500 KB of JSON); the back office adds or changes products with
// POST /catalog/items. Since the app went live, GET /catalog keeps the CPUs busy and the
// servers fall over at lunchtime. Why?
const express = require('express')
const catalog = require('./data/catalog.json')

const app = express()

// The whole catalogue, for the mobile app.
// Half-fix: the cached Buffer is checked against a copy of the catalogue on every GET, so that a
// change made anywhere is noticed without touching the POST handler.
const { isDeepStrictEqual } = require('node:util')

let snapshot = structuredClone(catalog)
let body = Buffer.from(JSON.stringify(catalog))

app.get('/catalog', (req, res) => {
  if (!isDeepStrictEqual(snapshot, catalog)) {
    snapshot = structuredClone(catalog)
    body = Buffer.from(JSON.stringify(catalog))
  }
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length })
  res.end(body)
})

// The back office adds a product, or changes the one with the same id.
app.post('/catalog/items', express.json(), (req, res) => {
  const problem = invalidItem(req.body)
  if (problem) return res.status(400).json({ error: problem })
  const at = catalog.items.findIndex((item) => item.id === req.body.id)
  if (at === -1) {
    catalog.items.push(req.body)
    return res.status(201).json(req.body)
  }
  catalog.items[at] = req.body
  res.json(req.body)
})

// What a product needs before it goes into the catalogue; null when nothing is missing.
function invalidItem (item) {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return 'the body must be a JSON object'
  if (typeof item.id !== 'string' || item.id === '') return 'id must be a non-empty string'
  if (typeof item.name !== 'string' || item.name === '') return 'name must be a non-empty string'
  if (typeof item.price !== 'number' || !(item.price >= 0)) return 'price must be a number, 0 or more'
  return null
}

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Catalogue API listening on port ${process.env.PORT || 3000}`)
})
