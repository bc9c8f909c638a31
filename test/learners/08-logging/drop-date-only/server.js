'use strict'
// Acme Outdoor's order service. Every request is logged as one JSON line, so that the log
// shipper can parse it. The service runs as `node server.js >> /var/log/acme/orders.log`.
// Under load it serves far fewer requests per second than the same routes without logging. Why?
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
    console.log(JSON.stringify({
      time: new Date().toISOString(),
      level: 'info',
      msg: `${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)} ms`,
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
