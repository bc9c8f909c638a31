'use strict'
// A learner's way: Express's own ETag off, ours (a SHA-256 of the bytes, built with them) set on
// the response, and res.send with the cached Buffer: res.send compares it with If-None-Match
// (req.fresh) and answers 304 without the body by itself.
const crypto = require('node:crypto')
const express = require('express')
const catalog = require('./data/catalog.json')

const app = express()
// Express's own ETag is weak and hashed per response; ours is strong and built with the body.
app.set('etag', false)

let catalogBody
let catalogTag
serialise()

// Builds the bytes we send and their strong ETag (a hash of exactly those bytes).
function serialise () {
  catalogBody = Buffer.from(JSON.stringify(catalog))
  catalogTag = `"${crypto.createHash('sha256').update(catalogBody).digest('base64url')}"`
}

// The whole catalogue, for the mobile app.
app.get('/catalog', (req, res) => {
  res.set({ ETag: catalogTag, 'Cache-Control': 'no-cache' })
  res.type('json').send(catalogBody)
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
