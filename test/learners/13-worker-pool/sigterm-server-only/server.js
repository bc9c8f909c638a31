'use strict'
// Track statistics on a pool of worker threads written by hand: one Worker per core made at
// start-up, a queue of waiting requests in the main thread (at most 16, then 503), a worker that
// dies is replaced. SIGTERM closes the HTTP server; the workers are left as they are.
const os = require('node:os')
const path = require('node:path')
const { Worker } = require('node:worker_threads')
const express = require('express')
const { isTrackId } = require('./tracks')

const MAX_WAITING = 16
const idle = []
const waiting = []
const busy = new Map() // worker → the job it runs

function startWorker () {
  const worker = new Worker(path.join(__dirname, 'stats-worker.js'))
  worker.on('message', ({ stats, error }) => {
    const job = busy.get(worker)
    busy.delete(worker)
    if (error) job.reject(new Error(error))
    else job.resolve(stats)
    next(worker)
  })
  worker.on('error', (error) => {
    const job = busy.get(worker)
    busy.delete(worker)
    if (job) job.reject(error)
  })
  worker.on('exit', () => {
    const at = idle.indexOf(worker)
    if (at >= 0) idle.splice(at, 1)
    if (!stopping) next(startWorker(), true)
  })
  return worker
}

function next (worker, fresh = false) {
  const job = waiting.shift()
  if (!job) {
    if (fresh || !idle.includes(worker)) idle.push(worker)
    return
  }
  busy.set(worker, job)
  worker.postMessage(job.id)
}

function run (id) {
  return new Promise((resolve, reject) => {
    const job = { id, resolve, reject }
    const worker = idle.pop()
    if (!worker) return waiting.push(job)
    busy.set(worker, job)
    worker.postMessage(id)
  })
}

let stopping = false
for (let i = 0; i < os.availableParallelism(); i++) idle.push(startWorker())

const app = express()

app.get('/api/tracks/:id/stats', async (req, res) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
  if (waiting.length >= MAX_WAITING) return res.status(503).json({ error: 'busy, try again shortly' })
  res.json(await run(id))
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Track statistics listening on port ${port}`)
})

process.on('SIGTERM', () => {
  stopping = true
  server.close()
})
