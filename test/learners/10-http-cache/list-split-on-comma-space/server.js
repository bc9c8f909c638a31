'use strict'
// Half-fix: If-None-Match split on ", ": a list written without the space after its comma
// ("a","b", which RFC 9110 allows) is never matched.
// Acme Outdoor's catalogue API, with a validator: the mobile app keeps its copy and asks
// "still this one?" (If-None-Match); when it is, the answer is 304 Not Modified without the 500 KB.
// The ETag is a hash of the bytes, computed once when the body is built (and again after each
// change), so a revalidation costs a string comparison, not a hash of 500 KB.
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
  return ifNoneMatch.split(', ').some((candidate) => candidate.replace(/^W\//, '') === tag)
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
