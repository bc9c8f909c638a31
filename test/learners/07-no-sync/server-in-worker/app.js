'use strict'
// Acme Outdoor's trail maps: the starter's app, unchanged, run on a worker thread by server.js.
const fs = require('node:fs')
const path = require('node:path')
const crypto = require('node:crypto')
const express = require('express')

// Read once at start-up: synchronous calls are fine here, before the server serves anyone.
const access = JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'access.json'), 'utf8'))
const storedHash = Buffer.from(access.hash, 'hex')
const MAP_FILE = path.join(__dirname, 'data', 'alps-trails.geojson')

const app = express()

app.get('/api/map', (req, res) => {
  // The key is stretched like a password (PBKDF2), so a stolen hash is slow to guess from.
  const key = String(req.query.key || '')
  const hash = crypto.pbkdf2Sync(key, access.salt, access.iterations, access.keylen, access.digest)
  if (!crypto.timingSafeEqual(hash, storedHash)) {
    return res.status(403).json({ error: 'unknown access key' })
  }
  // The map is updated by another job, so it is read on every download.
  const map = fs.readFileSync(MAP_FILE)
  res.type('application/geo+json').send(map)
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
app.listen(port, '127.0.0.1', () => {
  console.log(`Trail maps listening on port ${port}`)
})
