'use strict'
// Track statistics on Piscina with an ES module worker file, one thread per core but one (left
// for the event loop), and the queue's bound from Piscina's own maxQueue: a task beyond it is
// rejected, and that rejection becomes a 503.
const os = require('node:os')
const path = require('node:path')
const express = require('express')
const Piscina = require('piscina')
const { isTrackId } = require('./tracks')

const threads = Math.max(1, os.availableParallelism() - 1)
const pool = new Piscina({
  filename: path.resolve(__dirname, 'stats-worker.mjs'),
  minThreads: threads,
  maxThreads: threads,
  maxQueue: 16
})

const app = express()

app.get('/api/tracks/:id/stats', async (req, res, next) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
  try {
    res.json(await pool.run({ id }))
  } catch (error) {
    if (error.message === 'Task queue is at limit') return res.status(503).json({ error: 'busy' })
    next(error)
  }
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Track statistics listening on port ${port}`)
})

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    await new Promise((resolve) => server.close(resolve))
    await pool.destroy()
  })
}
