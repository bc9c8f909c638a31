'use strict'
// Acme Outdoor's order service: the starter's app, unchanged, run on a worker thread by server.js.
const fs = require('node:fs')
const { Console } = require('node:console')
const { Writable } = require('node:stream')
const express = require('express')
const orders = require('./data/orders.json')

// Where the log lines go. With `>> orders.log` stdout is a file, and Node writes to files
// synchronously: every console.log waits for its write. LOG_FILE does that redirection from
// inside: console.log writes to the file the same way.
if (process.env.LOG_FILE) {
  const fd = fs.openSync(process.env.LOG_FILE, 'a')
  const file = new Writable({
    write (chunk, encoding, done) {
      fs.writeSync(fd, chunk)
      done()
    }
  })
  globalThis.console = new Console({ stdout: file, stderr: process.stderr })
}

const app = express()

// One log line per request, written when the response has been sent. The team reads the logs
// in Beijing time, so the message starts with the local time there.
app.use((req, res, next) => {
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    const localTime = new Date().toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })
    console.log(JSON.stringify({
      time: new Date().toISOString(),
      level: 'info',
      msg: `[${localTime}] ${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)} ms`,
      method: req.method,
      url: req.originalUrl,
      status: res.statusCode,
      ms: Math.round(ms * 1000) / 1000,
      userAgent: req.get('user-agent') || ''
    }))
  })
  next()
})

app.get('/api/orders', (req, res) => {
  res.json(orders.map(({ id, status, total }) => ({ id, status, total })))
})

app.get('/api/orders/:id', (req, res) => {
  const order = orders.find((o) => o.id === Number(req.params.id))
  if (!order) return res.status(404).json({ error: 'no such order' })
  res.json(order)
})

const port = process.env.PORT || 3000
app.listen(port, '127.0.0.1', () => {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: `Order service listening on port ${port}` }))
})
