'use strict'
// Track statistics on Piscina, a thread per core less one for the main thread, its queue bounded
// by maxQueue: 40, and its 'Task queue is at limit' rejection answered with 503; other errors as
// 500s; SIGTERM closes the server, then destroys the pool.
const os = require('node:os')
const path = require('node:path')
const express = require('express')
const { Piscina } = require('piscina')
const { isTrackId } = require('./tracks')

const THREADS = Math.max(1, os.availableParallelism() - 1)

const pool = new Piscina({
  filename: path.join(__dirname, 'stats.js'),
  name: 'trackStats',
  minThreads: THREADS,
  maxThreads: THREADS,
  maxQueue: 40
})

const app = express()

app.get('/api/tracks/:id/stats', async (req, res) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
  try {
    res.json(await pool.run(id))
  } catch (error) {
    if (/queue is at limit/i.test(error.message)) return res.status(503).json({ error: 'busy, try again shortly' })
    res.status(500).json({ error: 'could not compute the statistics' })
  }
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Track statistics listening on port ${port}`)
})

process.once('SIGTERM', () => {
  server.close(() => pool.destroy())
})
