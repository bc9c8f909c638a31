'use strict'
// 06-cluster's preload: when NPW_CORES is set, the learner's processes see that many cores
// through every API real cluster code reads (os.availableParallelism(), os.cpus().length,
// navigator.hardwareConcurrency, and the ES module named exports of node:os), so that "one
// worker per core" is checked by counting workers on a machine of a known size, without a
// variable that no real code has. Without NPW_CORES it changes nothing.
// With NPW_ARRIVALS_FILE, each process appends a line to that file when it starts and when a
// GET /api/forecast arrives, so that the signal checks (checks.js) send their signal once both of
// their requests are being served, not after a guessed wait.
const fs = require('node:fs')
const os = require('node:os')
const { syncBuiltinESMExports } = require('node:module')
const { subscribe } = require('node:diagnostics_channel')

const cores = Number(process.env.NPW_CORES)
if (Number.isInteger(cores) && cores >= 1) {
  const realCpus = os.cpus
  os.availableParallelism = function availableParallelism () { return cores }
  os.cpus = function cpus () {
    const real = realCpus()
    const model = real[0] || { model: 'cpu', speed: 0, times: { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 } }
    return Array.from({ length: cores }, (_, i) => ({ ...(real[i] || model) }))
  }
  if (typeof globalThis.navigator === 'object') {
    Object.defineProperty(globalThis.navigator, 'hardwareConcurrency', { get: () => cores, configurable: true })
  }
  syncBuiltinESMExports() // import { availableParallelism } from 'node:os' sees the same
}

const arrivals = process.env.NPW_ARRIVALS_FILE
if (arrivals) {
  fs.appendFileSync(arrivals, `process ${process.pid}\n`)
  subscribe('http.server.request.start', ({ request }) => {
    if (request.url.startsWith('/api/forecast')) fs.appendFileSync(arrivals, `forecast ${process.pid}\n`)
  })
}
