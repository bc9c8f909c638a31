'use strict'
const net = require('node:net')

// A port on 127.0.0.1 that nothing listens on right now, chosen by the operating system so that
// two workshop runs at once do not pick the same one.
function freePort () {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

// Resolves true if something accepts a TCP connection on 127.0.0.1:port.
function canConnect (port, timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    const done = (result) => {
      socket.destroy()
      resolve(result)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

module.exports = { freePort, canConnect }
