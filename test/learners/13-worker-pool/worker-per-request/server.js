'use strict'
// Track statistics on a new Worker for every request: off the event loop, at most cores + 16
// requests in flight (503 beyond), SIGTERM answered. But every request starts a thread of its own.
const os = require('node:os')
const path = require('node:path')
const { Worker } = require('node:worker_threads')
const express = require('express')
const { isTrackId } = require('./tracks')

const MAX_IN_FLIGHT = os.availableParallelism() + 16
let inFlight = 0

function statsInWorker (id) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'stats-worker.js'), { workerData: id })
    worker.once('message', resolve)
    worker.once('error', reject)
  })
}

const app = express()

app.get('/api/tracks/:id/stats', async (req, res) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
  if (inFlight >= MAX_IN_FLIGHT) return res.status(503).json({ error: 'busy, try again shortly' })
  inFlight++
  try {
    res.json(await statsInWorker(id))
  } finally {
    inFlight--
  }
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Track statistics listening on port ${port}`)
})

process.on('SIGTERM', () => server.close())
