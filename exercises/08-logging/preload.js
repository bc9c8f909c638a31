'use strict'
// 08-logging's preload, loaded by checks.js into the second instance of the learner's server
// only (not into the one the speed check measures): it counts the synchronous writes made on
// the main thread between the check's `begin` and `end` (fs.writeSync and its relatives; a
// console.log to a file and pino.destination({ sync: true }) go through them), so that "the
// lines are written asynchronously" is a count, not a timing. Socket: NPW_SYNC_WRITES_SOCKET.
// With NPW_SLOW_WRITES_MS it also makes every asynchronous write reach the disk that much later
// (a slow disk), so that lines still buffered when SIGTERM comes are lost unless flushed.
const fs = require('node:fs')
const { isMainThread } = require('node:worker_threads')
const { serveCounter } = require('../../lib/kit/counter')

const SYNC_WRITES = ['writeSync', 'writevSync', 'writeFileSync', 'appendFileSync']

const socketPath = process.env.NPW_SYNC_WRITES_SOCKET
if (socketPath && isMainThread) install(socketPath)
const slowMs = Number(process.env.NPW_SLOW_WRITES_MS)
if (slowMs > 0 && isMainThread) slowDown(slowMs)

// fs.write and fs.writev (what sonic-boom, pino's destination, and fs.WriteStream use), each
// started slowMs later; equal delays keep their order.
function slowDown (slowMs) {
  for (const name of ['write', 'writev']) {
    const original = fs[name]
    fs[name] = function (...args) {
      setTimeout(() => original.apply(fs, args), slowMs)
    }
  }
}

function install (socketPath) {
  let counting = false
  const calls = {}
  for (const name of SYNC_WRITES) {
    const original = fs[name]
    fs[name] = function (...args) {
      if (counting) calls[name] = (calls[name] || 0) + 1
      return original.apply(this, args)
    }
  }
  serveCounter(socketPath, {
    begin: () => {
      for (const name of Object.keys(calls)) delete calls[name]
      counting = true
      return { ok: true }
    },
    end: () => {
      counting = false
      return { calls }
    }
  })
}
