'use strict'
// Track statistics on the worker pool of Node.js's documentation (worker_pool.js), one thread
// per core, with a bound on the tasks waiting and a SIGTERM handler.
const os = require('node:os')
const express = require('express')
const WorkerPool = require('./worker_pool')
const { isTrackId } = require('./tracks')

const pool = new WorkerPool(os.availableParallelism())
const MAX_WAITING = 16

const statsOf = (id) => new Promise((resolve, reject) => {
  pool.runTask(id, (err, result) => (err ? reject(err) : resolve(result)))
})

const app = express()

app.get('/api/tracks/:id/stats', async (req, res) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
  if (pool.tasks.length >= MAX_WAITING) return res.status(503).json({ error: 'busy, try again shortly' })
  res.json(await statsOf(id))
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Track statistics listening on port ${port}`)
})

process.on('SIGTERM', () => {
  server.close(() => pool.close())
})
