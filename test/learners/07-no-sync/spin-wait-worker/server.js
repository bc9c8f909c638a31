'use strict'
// Half-fix: the handler kept synchronous. The key check and the map read run on a worker
// thread, and the handler polls for its answer with receiveMessageOnPort in a loop. No
// synchronous fs or crypto call and no Atomics.wait is left on the main thread, yet it stands
// still for the whole of every download.
const path = require('node:path')
const { Worker, MessageChannel, receiveMessageOnPort } = require('node:worker_threads')
const express = require('express')

const { port1: answers, port2 } = new MessageChannel()
const worker = new Worker(path.join(__dirname, 'map-worker.js'), {
  workerData: { port: port2 },
  transferList: [port2]
})

function downloadSync (key) {
  worker.postMessage(key)
  while (true) {
    const answer = receiveMessageOnPort(answers)
    if (answer) return answer.message
  }
}

const app = express()

app.get('/api/map', (req, res) => {
  const { allowed, map } = downloadSync(String(req.query.key || ''))
  if (!allowed) return res.status(403).json({ error: 'unknown access key' })
  res.type('application/geo+json').send(Buffer.from(map))
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
app.listen(port, '127.0.0.1', () => {
  console.log(`Trail maps listening on port ${port}`)
})
