'use strict'
// Acme Outdoor's catalogue API. Every version of the catalogue's bytes gets its own label: a
// per-process id plus a version number bumped each time the bytes are rebuilt. That is a
// strong validator (a new label for every new body, never the same label for two bodies)
// and it costs no hashing at all. The response headers are built with the body, once.
const express = require('express')
const catalog = require('./data/catalog.json')

const app = express()

// Different for each run of the server, so a tag from before a restart never matches.
const boot = `${Date.now().toString(36)}.${process.pid.toString(36)}`
let version = 0

let catalogBody, catalogTag, fullHeaders, notModifiedHeaders
build()

function serialise (value) {
  return Buffer.from(JSON.stringify(value))
}

function build () {
  catalogBody = serialise(catalog)
  version += 1
  catalogTag = `"${boot}-${version}"`
  notModifiedHeaders = { ETag: catalogTag, 'Cache-Control': 'no-cache' }
  fullHeaders = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': catalogBody.length, // bytes, not characters: the names are not all ASCII
    ETag: catalogTag,
    'Cache-Control': 'no-cache'
  }
}

// If-None-Match: `*`, or a comma-separated list of entity tags, weak ones prefixed W/.
const ENTITY_TAG = /(?:W\/)?("[^"]*")/g

function stillGood (header) {
  if (!header) return false
  if (header.trim() === '*') return true
  for (const [, opaque] of header.matchAll(ENTITY_TAG)) {
    if (opaque === catalogTag) return true
  }
  return false
}

// The whole catalogue, for the mobile app; Express routes HEAD here as well.
app.get('/catalog', (req, res) => {
  if (stillGood(req.headers['if-none-match'])) {
    res.writeHead(304, notModifiedHeaders)
    res.end()
    return
  }
  res.writeHead(200, fullHeaders)
  res.end(catalogBody)
})

// The back office adds a product, or changes the one with the same id.
app.post('/catalog/items', express.json(), (req, res) => {
  const problem = invalidItem(req.body)
  if (problem) return res.status(400).json({ error: problem })
  const at = catalog.items.findIndex((item) => item.id === req.body.id)
  if (at === -1) catalog.items.push(req.body)
  else catalog.items[at] = req.body
  // The data changed: rebuild the cached body (and its label) before anyone can read the old one.
  build()
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
