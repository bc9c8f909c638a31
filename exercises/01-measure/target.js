'use strict'
// 01-measure's target (spec.target): the server that `verify` points the learner's bench.js at.
// It keeps, per connection, how many requests arrived and when, so the checks can compare the
// learner's report with what the server really received. It has a known latency tail: one
// request in SLOW_EVERY waits SLOW_MS before it is answered (1.6 % of them, so the 99th
// percentile is at least SLOW_MS, while the average and the 97.5th percentile stay a few ms;
// far above what a busy machine adds to a fast request, so that a p97.5 stays well below it),
// and one in SLOWEST_EVERY of those waits SLOWEST_MS instead (0.2 %: too few to reach the 99th
// percentile, enough for the 99.9th and the maximum).
const http = require('node:http')
const { performance } = require('node:perf_hooks')

const SLOW_EVERY = 64
const SLOW_MS = 100
const SLOWEST_EVERY = 512 // a multiple of SLOW_EVERY: these are among the slow ones
const SLOWEST_MS = 500

function start () {
  const connections = []
  const lateness = [] // how late each delayed answer's timer fired (ms): a busy machine's lag
  let served = 0
  const server = http.createServer((req, res) => {
    const record = req.socket.record
    const now = performance.now()
    record.requests++
    record.first = record.first === null ? now : record.first
    record.last = now
    res.setHeader('content-type', 'application/json')
    const body = JSON.stringify({ hello: 'world', request: record.requests })
    served++
    const wait = served % SLOWEST_EVERY === 0 ? SLOWEST_MS : served % SLOW_EVERY === 0 ? SLOW_MS : 0
    if (!wait) return res.end(body)
    setTimeout(() => {
      lateness.push(performance.now() - now - wait)
      res.end(body)
    }, wait)
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
      timerLateness: () => lateness.slice(),
      close: () => new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      })
    }))
  })
}

module.exports = { start, SLOW_EVERY, SLOW_MS, SLOWEST_EVERY, SLOWEST_MS }
