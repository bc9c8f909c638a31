// Callback style: crypto.pbkdf2 and fs.readFile with callbacks.
const fs = require('node:fs')
const path = require('node:path')
const crypto = require('node:crypto')
const express = require('express')
const access = JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'access.json'), 'utf8'))
const storedHash = Buffer.from(access.hash, 'hex')
const MAP_FILE = path.join(__dirname, 'data', 'alps-trails.geojson')
const app = express()
app.get('/api/map', (req, res, next) => {
  crypto.pbkdf2(String(req.query.key || ''), access.salt, access.iterations, access.keylen, access.digest, (err, hash) => {
    if (err) return next(err)
    if (!crypto.timingSafeEqual(hash, storedHash)) return res.status(403).json({ error: 'unknown access key' })
    fs.readFile(MAP_FILE, (err, map) => {
      if (err) return next(err)
      res.type('application/geo+json').send(map)
    })
  })
})
app.get('/health', (req, res) => { res.type('text').send('ok') })
app.listen(process.env.PORT || 3000, '127.0.0.1')
