'use strict'
// Acme Outdoor's catalogue API, with the catalogue serialised once instead of on every request.
// res.json(catalog) walks the whole 500 KB object with JSON.stringify, turns the string into
// bytes and hashes them for an ETag, for every download. The catalogue only changes when the
// back office posts a product, so the bytes are built then, and GET /catalog just sends them.
const express = require('express')
const catalog = require('./data/catalog.json')

const app = express()
app.set('etag', 'strong') // Express hashes each response and answers 304 itself

// The catalogue as the bytes we send: a Buffer, so that nothing is re-encoded per request
// (res.end(string) would turn 500 KB of text into UTF-8 every time).
let catalogBody = serialise(catalog)

function serialise (value) {
  return Buffer.from(JSON.stringify(value))
}

// The whole catalogue, for the mobile app.
app.get('/catalog', (req, res) => {
  res.set('Cache-Control', 'no-cache')
  res.type('json').send(catalogBody)
})

// The back office adds a product, or changes the one with the same id.
app.post('/catalog/items', express.json(), (req, res) => {
  const problem = invalidItem(req.body)
  if (problem) return res.status(400).json({ error: problem })
  const at = catalog.items.findIndex((item) => item.id === req.body.id)
  if (at === -1) catalog.items.push(req.body)
  else catalog.items[at] = req.body
  // The data changed: rebuild the cached body before anyone can read the old one.
  catalogBody = serialise(catalog)
  res.status(at === -1 ? 201 : 200).json(req.body)
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
