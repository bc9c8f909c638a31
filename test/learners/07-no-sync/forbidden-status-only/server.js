'use strict'
// Half-fix: everything asynchronous, but a wrong key now gets a bare 403 (res.sendStatus): the
// body is "Forbidden", not the JSON error the app's clients read.
const fs = require('node:fs')
const path = require('node:path')
const crypto = require('node:crypto')
const { promisify } = require('node:util')
const express = require('express')

const pbkdf2 = promisify(crypto.pbkdf2)

// Read once at start-up: synchronous calls are fine here, before the server serves anyone.
const access = JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'access.json'), 'utf8'))
const storedHash = Buffer.from(access.hash, 'hex')
const MAP_FILE = path.join(__dirname, 'data', 'alps-trails.geojson')

const app = express()

// Express 5 passes a rejected promise of an async handler to the error handler.
app.get('/api/map', async (req, res) => {
  const key = String(req.query.key || '')
  const hash = await pbkdf2(key, access.salt, access.iterations, access.keylen, access.digest)
  if (!crypto.timingSafeEqual(hash, storedHash)) {
    return res.sendStatus(403)
  }
  // Still read on every download (another job updates it), but without blocking.
  const map = await fs.promises.readFile(MAP_FILE)
  res.type('application/geo+json').send(map)
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
app.listen(port, '127.0.0.1', () => {
  console.log(`Trail maps listening on port ${port}`)
})
