'use strict'
// Track statistics on Piscina sized to the cores with a bounded queue, as the reference solution,
// but SIGTERM closes the pool only 6 s after the server.
const os = require('node:os')
const path = require('node:path')
const express = require('express')
const { Piscina } = require('piscina')
const { isTrackId } = require('./tracks')

// The work is all CPU: a thread per core uses every core, and more threads would only take turns.
const THREADS = os.availableParallelism()
// When this many requests already wait for a thread, a new one is refused at once (503): under
// overload, the queue and its memory stay bounded, and the client learns it should come back.
const MAX_WAITING = 16

// Each worker thread loads stats.js and runs its trackStats for one track id at a time.
const pool = new Piscina({
  filename: path.join(__dirname, 'stats.js'),
  name: 'trackStats',
  minThreads: THREADS,
  maxThreads: THREADS,
  maxQueue: MAX_WAITING
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

// On SIGTERM: no new connections and the requests in flight answered, but the pool is closed only
// 6 s later ("time for the load balancer to notice"): the process outlives the 5 s it has.
function shutDown () {
  server.close()
  setTimeout(() => pool.close(), 6000)
}
process.once('SIGTERM', shutDown)
process.once('SIGINT', shutDown)
