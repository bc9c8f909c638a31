'use strict'
// Acme Outdoor's trail guide API. Before the server listens, the guide goes once through zlib's
// gzip and Brotli streams; the results stay in memory, and GET /trails hands out the one the
// client's Accept-Encoding allows. Only /api/* goes through the compression() middleware.
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')
const express = require('express')
const compression = require('compression')

// Pushes `input` through a zlib transform stream and collects what comes out.
async function compressWith (stream, input) {
  stream.end(input)
  const chunks = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks)
}

async function main () {
  const guide = await fs.promises.readFile(path.join(__dirname, 'data', 'trails.json'))
  const trailIds = JSON.parse(guide).trails.map((trail) => trail.id)

  const [gzip, br] = await Promise.all([
    compressWith(zlib.createGzip({ level: 9 }), guide),
    compressWith(zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: guide.length
      }
    }), guide)
  ])
  const variants = { gzip, br, identity: guide }
  console.log(`Guide: ${guide.length} bytes, gzip ${gzip.length}, br ${br.length}`)

  const app = express()

  // The guide. Prefer gzip when a client takes both (every client that takes br takes gzip too).
  app.get('/trails', (req, res) => {
    const encoding = req.acceptsEncodings(['gzip', 'br']) || 'identity'
    const body = variants[encoding]
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('Content-Length', body.length)
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.statusCode = 200
    res.end(body)
  })

  // Per-request compression, for the API only (its default threshold is 1 KB).
  const api = express.Router()
  api.use(compression({ threshold: '1kb' }))

  // Live conditions on every trail: they change all the time, so they are built per request.
  let reports = 0
  api.get('/conditions', (req, res) => {
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
  app.use('/api', api)

  // For the load balancer: is the process alive? Outside /api: never compressed.
  app.get('/health', (req, res) => {
    res.json({ status: 'ok' })
  })

  app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
    console.log(`Trail guide API listening on port ${process.env.PORT || 3000}`)
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
