'use strict'
// Acme Outdoor's trail maps. The slow part (the key check and the map read) runs on a worker
// thread: the event loop here only passes messages, so /health never waits for a download.
const path = require('node:path')
const { Worker } = require('node:worker_threads')
const express = require('express')

const worker = new Worker(path.join(__dirname, 'map-worker.js'))
const waiting = new Map()
let nextId = 0
worker.on('message', ({ id, allowed, map }) => {
  waiting.get(id)({ allowed, map })
  waiting.delete(id)
})

function download (key) {
  return new Promise((resolve) => {
    const id = nextId++
    waiting.set(id, resolve)
    worker.postMessage({ id, key })
  })
}

const app = express()

app.get('/api/map', async (req, res) => {
  const { allowed, map } = await download(String(req.query.key || ''))
  if (!allowed) return res.status(403).json({ error: 'unknown access key' })
  res.type('application/geo+json').send(Buffer.from(map.buffer, map.byteOffset, map.byteLength))
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
app.listen(port, '127.0.0.1', () => {
  console.log(`Trail maps listening on port ${port}`)
})
