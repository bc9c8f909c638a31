'use strict'
// Preloaded into the learner's server by `profile --heap` (main thread only): on request, a full
// garbage collection, then a heap snapshot written to the file named (v8.writeHeapSnapshot, the
// format Chrome DevTools opens). Commands arrive on a private socket (NPW_HEAP_SNAPSHOTS), so the
// server's HTTP side stays the learner's own, and `gc` lives in a context of its own, never on
// the learner's global object.
//
// Protocol: one command per connection: the snapshot's path; one JSON line back:
// { file, heapUsed } once it is written, or { error }.
const fs = require('node:fs')
const net = require('node:net')
const v8 = require('node:v8')
const vm = require('node:vm')
const { isMainThread } = require('node:worker_threads')

const socketPath = process.env.NPW_HEAP_SNAPSHOTS
delete process.env.NPW_HEAP_SNAPSHOTS // not for the learner's own child processes

if (socketPath && isMainThread) {
  // --expose-gc set at run time exposes gc() to contexts made afterwards: this one only.
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc')
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8')
    socket.once('data', (command) => {
      try {
        gc()
        gc()
        const file = v8.writeHeapSnapshot(command.trim())
        socket.end(JSON.stringify({ file, heapUsed: process.memoryUsage().heapUsed }) + '\n')
      } catch (error) {
        socket.end(JSON.stringify({ error: error.message }) + '\n')
      }
    })
    socket.on('error', () => {})
  })
  fs.rmSync(socketPath, { force: true })
  server.listen(socketPath)
  server.unref()
}
