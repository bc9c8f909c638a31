'use strict'
// Acme Outdoor's inventory service: the "upstream" your server asks about each item.
// Run it by hand with `PORT=4000 node upstream.js`; the workshop runs this same file for you
// during verify, run and profile (exercise 09-upstream, spec.service).
//
//   GET /items/:id  → 200 { id, name, price, stock }, after a fixed DELAY_MS
//   more than LIMIT calls at once → 429 Too Many Requests at once, with Retry-After: 1
//   GET /stats      → what it saw since the last GET /stats: the most calls at once, the new
//                     TCP connections, the 429s it sent (then it starts counting afresh)
//
// It uses Node's own modules only: the workshop loads it in its own process.
const http = require('node:http')

const DELAY_MS = 30
const LIMIT = 6

// An item's answer, the same for the same id every time.
function item (id) {
  const n = Number(id)
  return { id: n, name: `Item ${n}`, price: Math.round(((n * 7919) % 10000)) / 100, stock: (n * 31) % 50 }
}

// A fresh record of what the service saw.
function emptyRecord () {
  return { calls: 0, maxAtOnce: 0, connections: 0, refused: 0, held: [] }
}

// Starts the service on 127.0.0.1:port (0: a port the system picks). Resolves
// { url, port, begin(), end(), stall(), fail(), resume(), stop() }: begin() starts a new record,
// end() gives it ({ calls, maxAtOnce, connections, refused, held }); stall() makes every later
// call wait forever (an upstream that hangs), stall([ids]) only the calls for those items;
// fail({ id: status }) answers those items with that status; resume() ends both, dropping the
// calls it held. `held` lists each call a stall kept: { item, ms, openFor }, ms being how long
// after it arrived the caller gave up (closed it), or null while it is still open (openFor: how
// long it has been).
function start ({ port = 0 } = {}) {
  let atOnce = 0
  let record = emptyRecord()
  let stalled = null // null: no stall; true: every call; a Set: the calls for those items
  let failing = new Map() // item → the status it is answered with
  const held = new Set() // the responses a stall keeps waiting
  const sockets = new Set()
  const openedIn = new WeakMap() // socket → the record that counted it

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/stats') {
      // The connection that asks for the stats is not one of the calls.
      if (openedIn.get(req.socket) === record) record.connections--
      const { calls, maxAtOnce, connections, refused } = record
      record = emptyRecord()
      return send(res, 200, { calls, maxAtOnce, connections, refused })
    }
    const match = /^\/items\/(\d{1,9})$/.exec(req.url)
    if (req.method !== 'GET' || !match) return send(res, 404, { error: 'not found: GET /items/:id' })
    record.calls++
    const id = Number(match[1])
    // An upstream that hangs answers nothing at all, not even a 429.
    if (stalled === true) return hold(res, id)
    if (atOnce >= LIMIT) {
      record.refused++
      return send(res, 429, { error: `too many requests: at most ${LIMIT} at once` }, { 'Retry-After': '1' })
    }
    atOnce++
    record.maxAtOnce = Math.max(record.maxAtOnce, atOnce)
    // A call ends when it is answered, or when the caller gives up and closes the connection.
    let done = false
    const finish = () => { if (!done) { done = true; atOnce-- } }
    res.on('close', finish)
    if (stalled && stalled.has(id)) return hold(res, id)
    const status = failing.get(id)
    setTimeout(() => {
      finish()
      if (status) send(res, status, { error: `item ${id} is not available` }, status === 429 ? { 'Retry-After': '1' } : {})
      else send(res, 200, item(id))
    }, DELAY_MS)
  })
  // Idle kept-alive connections stay open a minute: a client's reuse never meets a closing socket.
  server.keepAliveTimeout = 60000
  // A call a stall keeps: when the caller gives up (closes the connection), how long after it
  // arrived.
  function hold (res, id) {
    const arrived = performance.now()
    const call = { item: id, arrived, closed: null }
    record.held.push(call)
    held.add(res)
    res.on('close', () => { call.closed = performance.now() })
  }

  server.on('connection', (socket) => {
    record.connections++
    openedIn.set(socket, record)
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${server.address().port}`
      resolve({
        url,
        port: server.address().port,
        begin () { record = emptyRecord() },
        end () {
          const held = record.held.map((call) => ({ item: call.item, ms: call.closed === null ? null : call.closed - call.arrived, openFor: performance.now() - call.arrived }))
          return { ...record, held }
        },
        stall (items) { stalled = items ? new Set(items) : true },
        fail (statuses) { failing = new Map(Object.entries(statuses).map(([id, status]) => [Number(id), status])) },
        resume () {
          stalled = null
          failing = new Map()
          for (const res of held) res.destroy()
          held.clear()
        },
        stop () {
          return new Promise((resolve) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => resolve())
          })
        }
      })
    })
  })
}

function send (res, status, body, headers = {}) {
  if (res.destroyed) return
  const text = JSON.stringify(body)
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers })
  res.end(text)
}

module.exports = { start, DELAY_MS, LIMIT, item }

// By hand: PORT=4000 node upstream.js
if (require.main === module) {
  start({ port: Number(process.env.PORT) || 4000 }).then((service) => {
    console.log(`Inventory service on ${service.url}: GET /items/:id (${DELAY_MS} ms each, at most ${LIMIT} at once), GET /stats`)
  })
}
