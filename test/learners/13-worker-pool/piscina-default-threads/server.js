'use strict'
// Track statistics on Piscina with its default thread counts (minThreads half the cores,
// maxThreads one and a half times the cores), threads kept when idle, a bounded queue, errors as
// 500s, SIGTERM handled.
const path = require('node:path')
const express = require('express')
const { Piscina } = require('piscina')
const { isTrackId } = require('./tracks')

// When this many requests already wait for a thread, a new one is refused at once (503): under
// overload, the queue and its memory stay bounded, and the client learns it should come back.
const MAX_WAITING = 16

// Each worker thread loads stats.js and runs its trackStats for one track id at a time.
const pool = new Piscina({
  filename: path.join(__dirname, 'stats.js'),
  name: 'trackStats',
  maxQueue: MAX_WAITING,
  // Piscina's default (0) ends a thread beyond minThreads as soon as it is idle, and makes it
  // again for the next burst: keep them.
  idleTimeout: 60000
})

const app = express()

app.get('/api/tracks/:id/stats', async (req, res) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
  if (pool.queueSize >= MAX_WAITING) return res.status(503).json({ error: 'busy, try again shortly' })
  // An error thrown in the worker (a damaged recording) rejects this call only: Express 5 sends
  // a 500 for this request, and the pool replaces nothing and goes on.
  res.json(await pool.run(id))
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Track statistics listening on port ${port}`)
})

// On SIGTERM: no new connections, the requests in flight answered, then the pool's threads
// ended; nothing is left to keep the process alive, and it exits.
function shutDown () {
  server.close(() => pool.close())
}
process.once('SIGTERM', shutDown)
process.once('SIGINT', shutDown)
