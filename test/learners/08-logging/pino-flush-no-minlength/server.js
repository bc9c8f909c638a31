'use strict'
// Half-fix: pino, asynchronous, flushed at SIGTERM, but the destination has no minLength: then
// sonic-boom's flush(callback) calls back at once, and the lines queued behind the write in
// progress are lost at process.exit. On a slow disk that is several lines of a restart.
const express = require('express')
const pino = require('pino')
const orders = require('./data/orders.json')

const destination = pino.destination({
  dest: process.env.LOG_FILE || 1,
  sync: false
})
const logger = pino(destination)

const app = express()

app.use((req, res, next) => {
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    logger.info({
      method: req.method,
      url: req.originalUrl,
      status: res.statusCode,
      ms
    }, 'request')
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
const server = app.listen(port, '127.0.0.1', () => {
  logger.info(`Order service listening on port ${port}`)
})

process.once('SIGTERM', () => {
  server.close(() => destination.flush(() => process.exit(0)))
  server.closeIdleConnections()
})
