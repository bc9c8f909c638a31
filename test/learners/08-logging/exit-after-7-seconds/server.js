'use strict'
// The reference solution, but on SIGTERM the process waits 7 s after the last line is written
// ("time for the load balancer to notice") before it exits: past the 6 s it has.
const express = require('express')
const pino = require('pino')
const orders = require('./data/orders.json')

// LOG_FILE, or stdout (fd 1) when it is not set. minLength: write in blocks of at least 4 KB.
const destination = pino.destination({ dest: process.env.LOG_FILE || 1, sync: false, minLength: 4096 })
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

// Buffered lines are lost if the process just dies: on SIGTERM or SIGINT, stop accepting
// connections, let the requests in flight finish (and log), write what is buffered, then exit.
function shutdown () {
  server.close(() => destination.flush(() => setTimeout(() => process.exit(0), 7000)))
  server.closeIdleConnections()
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
