'use strict'
// Acme Outdoor's track statistics, computed on a Piscina pool (one thread per core) so the
// event loop stays free for /health. At most 16 statistics requests are accepted at a time;
// beyond that we shed load with a 503 instead of letting requests pile up.
const os = require('node:os')
const path = require('node:path')
const express = require('express')
const { Piscina } = require('piscina')
const { isTrackId } = require('./tracks')

const threads = os.availableParallelism()
const pool = new Piscina({
  filename: path.join(__dirname, 'stats.js'),
  name: 'trackStats',
  minThreads: threads,
  maxThreads: threads
})

const MAX_PENDING = 16
let pending = 0

const app = express()

app.get('/api/tracks/:id/stats', async (req, res) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
  if (pending >= MAX_PENDING) {
    return res.status(503).json({ error: 'too many requests in progress, retry shortly' })
  }
  pending++
  try {
    res.json(await pool.run(id))
  } catch (err) {
    console.error(`track ${id}: ${err.message}`)
    res.status(500).json({ error: 'internal error' })
  } finally {
    pending--
  }
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Track statistics listening on port ${port}`)
})

process.on('SIGTERM', () => {
  server.close(async () => {
    await pool.close()
  })
})
