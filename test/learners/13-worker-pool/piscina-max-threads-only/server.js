'use strict'
// Track statistics on Piscina with only maxThreads set to the cores: Piscina's own defaults for
// the rest (minThreads half the cores, and idleTimeout 0, so the threads beyond the minimum end
// when idle and start again for the next burst). The queue's limit is Piscina's maxQueue, and its
// rejection becomes the 503 in an error handler.
const os = require('node:os')
const path = require('node:path')
const express = require('express')
const { Piscina } = require('piscina')
const { isTrackId } = require('./tracks')

const pool = new Piscina({
  filename: path.resolve(__dirname, 'stats.js'),
  name: 'trackStats',
  maxThreads: os.availableParallelism(),
  maxQueue: 16
})

const app = express()

app.get('/api/tracks/:id/stats', (req, res, next) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
  pool.run(id).then((stats) => res.json(stats), next)
})

// Piscina refuses a task when 16 already wait: that refusal is the 503. Anything else is a 500.
app.use((err, req, res, next) => {
  if (/queue is at limit/i.test(err.message)) return res.status(503).json({ error: 'too busy' })
  next(err)
})

app.get('/health', (req, res) => res.type('text').send('ok'))

const server = app.listen(process.env.PORT || 3000, '127.0.0.1')

process.on('SIGTERM', () => {
  server.close(async () => {
    await pool.destroy()
  })
})
