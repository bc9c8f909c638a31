'use strict'
// Acme Outdoor's trail maps, with the key check and the map read on a Piscina pool of worker
// threads (https://github.com/piscinajs/piscina): the main thread only hands out the work.
const path = require('node:path')
const express = require('express')
const { Piscina } = require('piscina')

const pool = new Piscina({ filename: path.resolve(__dirname, 'download.js') })

const app = express()

app.get('/api/map', async (req, res) => {
  const map = await pool.run({ key: String(req.query.key || '') })
  if (!map) return res.status(403).json({ error: 'unknown access key' })
  res.type('application/geo+json').send(Buffer.from(map))
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
app.listen(port, '127.0.0.1', () => {
  console.log(`Trail maps listening on port ${port}`)
})
