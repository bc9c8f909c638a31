'use strict'
// Acme Outdoor's order service, logging through a pino transport (pino/file), which writes on a
// worker thread. pino flushes the transport when the process exits: on SIGTERM the server stops
// accepting connections, lets the requests in flight finish, then exits.
const express = require('express')
const pino = require('pino')
const orders = require('./data/orders.json')

// pino/file on a worker thread of pino's own: the lines are written there, off the event loop.
const logger = pino(pino.transport({ target: 'pino/file', options: { destination: process.env.LOG_FILE || 1 } }))

const app = express()

app.use((req, res, next) => {
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    logger.info({
      method: req.method,
      url: req.originalUrl,
      status: res.statusCode,
      ms: Math.round(ms * 1000) / 1000,
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

// On SIGTERM or SIGINT: finish the requests in flight, then exit (pino flushes the transport).
function shutdown () {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
