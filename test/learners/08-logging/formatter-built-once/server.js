'use strict'
// Acme Outdoor's order service. The team still wants to read Beijing time in the message
// without a formatter, so the message keeps it, but from ONE Intl.DateTimeFormat built at
// start-up and reused: building a formatter per line (what toLocaleString does) was the cost.
// The `time` field is pino's own: milliseconds since the epoch.
const pino = require('pino')
const express = require('express')
const orders = require('./data/orders.json')

const beijing = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  hour12: false,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit'
})

const destination = pino.destination({
  dest: process.env.LOG_FILE || 1,
  sync: false,
  minLength: 4096
})
const logger = pino({ level: 'info' }, destination)

const app = express()

app.use((req, res, next) => {
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    const now = Date.now()
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    logger.info({
      method: req.method,
      url: req.originalUrl,
      status: res.statusCode,
      ms
    }, `[${beijing.format(now)}] ${req.method} ${req.originalUrl} ${res.statusCode}`)
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

// 'close' is emitted once the server has stopped and every connection has ended.
server.once('close', () => {
  logger.flush((err) => process.exit(err ? 1 : 0))
})
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close()
    server.closeIdleConnections()
  })
}
