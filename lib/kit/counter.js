'use strict'
// A private socket between a preload (inside the learner's server) and a deterministic check
// (in the workshop): the check sends one command per connection and gets one JSON line back.
// The learner's HTTP side stays exactly theirs, and no timing is involved.
const fs = require('node:fs')
const net = require('node:net')
const path = require('node:path')

// Where a counter named `name` listens, in the run's temporary folder.
function counterSocketPath (dir, name) {
  return process.platform === 'win32'
    ? `\\\\.\\pipe\\npw-${name}-${path.basename(dir)}`
    : path.join(dir, `${name}.sock`)
}

// In the preload: answers each command with handlers[command](), as JSON. Never what keeps the
// learner's server alive, and never an error of theirs (the check reports a missing counter).
function serveCounter (socketPath, handlers) {
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8')
    socket.once('data', (command) => {
      const handler = handlers[command.trim()]
      socket.end(JSON.stringify(handler ? handler() : { error: 'unknown command' }) + '\n')
    })
    socket.on('error', () => {})
  })
  if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true })
  server.listen(socketPath)
  server.unref()
  server.on('error', () => {})
}

// In the check: one command, its JSON answer; null when nobody answers.
function askCounter (socketPath, command) {
  return new Promise((resolve) => {
    let text = ''
    const socket = net.connect(socketPath, () => socket.write(command + '\n'))
    socket.setEncoding('utf8')
    socket.setTimeout(3000, () => socket.destroy())
    socket.on('data', (chunk) => { text += chunk })
    socket.on('close', () => {
      try {
        resolve(JSON.parse(text))
      } catch {
        resolve(null)
      }
    })
    socket.on('error', () => {})
  })
}

module.exports = { counterSocketPath, serveCounter, askCounter }
