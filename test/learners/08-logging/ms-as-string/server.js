'use strict'
// Acme Outdoor's order service. Every request is logged as one JSON line, by pino, which
// buffers the lines and writes them to LOG_FILE in blocks with asynchronous writes.
const pino = require('pino')
const express = require('express')
const orders = require('./data/orders.json')

const destination = pino.destination({
  dest: process.env.LOG_FILE || 1,
  sync: false,
  minLength: 4096
})
const logger = pino(destination)

const app = express()

// One log line per request, written when the response has been sent. The time is pino's
// (milliseconds since the epoch); the team reads the logs in Beijing time with pino-pretty.
app.use((req, res, next) => {
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    logger.info({
      method: req.method,
      url: req.originalUrl,
      status: res.statusCode,
      ms: ms.toFixed(3),
      userAgent: req.get('user-agent') || ''
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

// Stop accepting connections, let the requests in flight finish, write pino's buffer, exit.
function shutdown () {
  server.close(() => destination.flush(() => process.exit(0)))
  server.closeIdleConnections()
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
