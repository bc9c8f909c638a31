'use strict'
// Track statistics on Piscina, a thread per core, errors as 500s, SIGTERM handled; the queue of
// waiting tasks is Piscina's default, unbounded.
const os = require('node:os')
const path = require('node:path')
const express = require('express')
const { Piscina } = require('piscina')
const { isTrackId } = require('./tracks')

// The work is all CPU: a thread per core uses every core, and more threads would only take turns.
const THREADS = os.availableParallelism()

// Each worker thread loads stats.js and runs its trackStats for one track id at a time.
const pool = new Piscina({
  filename: path.join(__dirname, 'stats.js'),
  name: 'trackStats',
  minThreads: THREADS,
  maxThreads: THREADS
})

const app = express()

app.get('/api/tracks/:id/stats', async (req, res) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
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
