'use strict'
// 01-measure's target (spec.target): the server that `verify` points the learner's bench.js at.
// It keeps, per connection, how many requests arrived and when, so the checks can compare the
// learner's report with what the server really received.
const http = require('node:http')
const { performance } = require('node:perf_hooks')

function start () {
  const connections = []
  const server = http.createServer((req, res) => {
    const record = req.socket.record
    const now = performance.now()
    record.requests++
    record.first = record.first === null ? now : record.first
    record.last = now
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ hello: 'world', request: record.requests }))
  })
  server.on('connection', (socket) => {
    socket.record = { first: null, last: null, requests: 0 }
    connections.push(socket.record)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${server.address().port}`,
      connections: () => connections.filter((c) => c.requests > 0).map((c) => ({ ...c })),
      total: () => connections.reduce((sum, c) => sum + c.requests, 0),
      close: () => new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      })
    }))
  })
}

module.exports = { start }
