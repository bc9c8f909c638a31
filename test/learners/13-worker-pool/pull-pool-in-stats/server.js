'use strict'
// Acme Outdoor's track statistics. stats.js runs on its own worker threads (one per core, made
// at start and reused). A thread asks for work when it is free: the main thread hands it the
// oldest waiting request. The main thread itself never computes statistics.
const os = require('node:os')
const path = require('node:path')
const { Worker } = require('node:worker_threads')
const express = require('express')
const { isTrackId } = require('./tracks')

const THREADS = os.availableParallelism()
const MAX_WAITING = 16

const waiting = []        // { id, resolve, reject } not yet given to a thread
const freeThreads = []    // threads that said they are ready
const current = new Map() // thread -> the job it computes
const threads = new Set()
let closing = false

function startThread () {
  const thread = new Worker(path.join(__dirname, 'stats.js'))
  threads.add(thread)
  thread.on('message', (message) => {
    const job = current.get(thread)
    current.delete(thread)
    if (job) {
      if (message.ok) job.resolve(message.stats)
      else job.reject(new Error(message.message))
    }
    freeThreads.push(thread)
    giveWork()
  })
  thread.on('error', (error) => {
    const job = current.get(thread)
    current.delete(thread)
    if (job) job.reject(error)
  })
  thread.on('exit', () => {
    threads.delete(thread)
    const i = freeThreads.indexOf(thread)
    if (i !== -1) freeThreads.splice(i, 1)
    if (!closing) startThread()
  })
}

function giveWork () {
  while (freeThreads.length > 0 && waiting.length > 0) {
    const thread = freeThreads.shift()
    const job = waiting.shift()
    current.set(thread, job)
    thread.postMessage(job.id)
  }
  if (closing && current.size === 0 && waiting.length === 0) {
    for (const thread of threads) thread.terminate()
  }
}

function computeStats (id) {
  return new Promise((resolve, reject) => {
    waiting.push({ id, resolve, reject })
    giveWork()
  })
}

for (let i = 0; i < THREADS; i++) startThread()

const app = express()

app.get('/api/tracks/:id/stats', async (req, res) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
  if (freeThreads.length === 0 && waiting.length >= MAX_WAITING) {
    return res.status(503).json({ error: 'overloaded' })
  }
  try {
    res.json(await computeStats(id))
  } catch {
    res.status(500).json({ error: 'statistics unavailable for this track' })
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
  server.close(() => {
    closing = true
    giveWork() // nothing left to compute: ends the threads
  })
  // Keep-alive connections would hold server.close() up: close each one as soon as it is idle
  // (its answer sent), now and every 100 ms until the server has closed.
  server.closeIdleConnections()
  setInterval(() => server.closeIdleConnections(), 100).unref()
})
