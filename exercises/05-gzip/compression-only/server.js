'use strict'
// The speed check's baseline for 05-gzip: the starter, unchanged, with the compression()
// middleware in front of every route. Every response to a client that accepts gzip is
// compressed again on every request.
const fs = require('node:fs')
const path = require('node:path')
const express = require('express')
const compression = require('compression')

const guide = fs.readFileSync(path.join(__dirname, '..', 'starter', 'data', 'trails.json'))
const trailIds = JSON.parse(guide).trails.map((trail) => trail.id)

const app = express()
app.use(compression())

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
