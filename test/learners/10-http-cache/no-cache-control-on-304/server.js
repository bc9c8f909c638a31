'use strict'
// A half-fix: a strong ETag built with the body and Express's req.fresh for the 304, but
// Cache-Control is set on the 200 only ("a 304 has no body, so it needs no caching headers"): the
// 304 carries the ETag and no Cache-Control.
const crypto = require('node:crypto')
const express = require('express')
const catalog = require('./data/catalog.json')

const app = express()

// The catalogue as the bytes we send: a Buffer, so that nothing is re-encoded per request
// (res.end(string) would turn 500 KB of text into UTF-8 every time).
let catalogBody = serialise(catalog)
let catalogTag = tagOf(catalogBody)

// A strong ETag: a hash of the bytes, built with them.
function tagOf (body) {
  return `"${crypto.createHash('sha1').update(body).digest('hex')}"`
}

function serialise (value) {
  return Buffer.from(JSON.stringify(value))
}

// The whole catalogue, for the mobile app; 304 when its copy is still the current one.
app.get('/catalog', (req, res) => {
  res.setHeader('ETag', catalogTag)
  if (req.fresh) return res.status(304).end()
  res.writeHead(200, {
    'Cache-Control': 'no-cache',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': catalogBody.length // bytes, not characters: the names are not all ASCII
  })
  res.end(catalogBody)
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
  catalogTag = tagOf(catalogBody)
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
