'use strict'
// Acme Outdoor's trail guide API. Hikers' phones download the whole guide (GET /trails, about
// 100 KB of JSON that never changes between releases) and poll the live conditions on the
// mountain (GET /api/conditions, different on every request). Every byte goes out
// uncompressed, and hikers on a weak mobile signal wait. Make the responses small, and keep
// the server fast.
const fs = require('node:fs')
const path = require('node:path')
const express = require('express')

const guide = fs.readFileSync(path.join(__dirname, 'data', 'trails.json'))
const trailIds = JSON.parse(guide).trails.map((trail) => trail.id)

const app = express()

// The trail guide, exactly as it is on disk.
app.get('/trails', (req, res) => {
  res.type('json').send(guide)
})

// Live conditions on every trail: they change all the time, so they are built per request.
let reports = 0
app.get('/api/conditions', (req, res) => {
  reports++
  res.json({
    report: reports,
    generatedAt: new Date().toISOString(),
    trails: trailIds.map((id) => ({
      id,
      open: Math.random() > 0.1,
      snowCm: Math.round(Math.random() * 40),
      windKmh: Math.round(Math.random() * 90),
      warning: Math.random() > 0.9 ? 'Rockfall reported above the hut' : null
    }))
  })
})

// For the load balancer: is the process alive?
app.get('/health', (req, res) => {
  res.json({ status: 'ok' })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Trail guide API listening on port ${process.env.PORT || 3000}`)
})
