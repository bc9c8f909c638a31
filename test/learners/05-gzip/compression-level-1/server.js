'use strict'
// Half-fix: compression() in front of every route, at level 1, the fastest gzip there is: small
// enough answers, Vary and negotiation done by the middleware; but the unchanging guide is still
// compressed again on every request.
const fs = require('node:fs')
const path = require('node:path')
const express = require('express')
const compression = require('compression')

const guide = fs.readFileSync(path.join(__dirname, 'data', 'trails.json'))
const trailIds = JSON.parse(guide).trails.map((trail) => trail.id)

const app = express()
// Level 1: the least CPU per response.
app.use(compression({ level: 1 }))

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
