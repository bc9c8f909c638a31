'use strict'
// A learner's fix that compresses the guide once per encoding, but on the first request that asks
// for it rather than at start-up: right, and as fast once warm, but that first gzip and first
// Brotli request each compress 100 KB on the request path (Brotli at its highest level blocks
// every request meanwhile).
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')
const express = require('express')
const compression = require('compression')

const guide = fs.readFileSync(path.join(__dirname, 'data', 'trails.json'))
const trailIds = JSON.parse(guide).trails.map((trail) => trail.id)

// The guide in each encoding, compressed the first time a client asks for it and kept: the cost
// is paid once per encoding.
const guideEncodings = { identity: guide }
function guideIn (encoding) {
  if (!guideEncodings[encoding]) {
    guideEncodings[encoding] = encoding === 'br'
      ? zlib.brotliCompressSync(guide, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
      : zlib.gzipSync(guide, { level: 9 })
  }
  return guideEncodings[encoding]
}

const app = express()

// The trail guide: the smallest encoding the client accepts, straight from memory. acceptsEncodings
// reads q-values too, so "gzip;q=0" means no gzip; with no Accept-Encoding it answers false.
app.get('/trails', (req, res) => {
  const encoding = req.acceptsEncodings('br', 'gzip') || 'identity'
  const body = guideIn(encoding)
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    // Caches between us and the client must keep one copy per Accept-Encoding.
    Vary: 'Accept-Encoding'
  }
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  res.writeHead(200, headers)
  res.end(body) // on a HEAD request Node sends the headers only
})

// Everything after this point is compressed per response, when the client accepts it and the
// body is at least 1 KB: smaller bodies gain nothing from compression (gzip's header and
// checksum alone are 18 bytes).
app.use(compression({ threshold: '1kb' }))

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
