'use strict'
// Acme Outdoor's trail guide API. compression() for the whole app, as Express's production guide
// says; and the guide, the big one, is gzipped once at start-up so that the middleware does not
// gzip 100 KB on every request (it leaves a response that is already encoded alone).
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')
const express = require('express')
const compression = require('compression')

const guide = fs.readFileSync(path.join(__dirname, 'data', 'trails.json'))
const guideGzipped = zlib.gzipSync(guide, { level: 9 })
const trailIds = JSON.parse(guide).trails.map((trail) => trail.id)

const app = express()
app.use(compression()) // 1 KB threshold by default: /health stays as it is

app.get('/trails', (req, res) => {
  const gzip = req.acceptsEncodings('gzip') === 'gzip'
  const body = gzip ? guideGzipped : guide
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('Content-Length', body.length)
  if (gzip) res.setHeader('Content-Encoding', 'gzip')
  res.end(body)
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
