'use strict'
// Runs in each worker thread: one track id in, its statistics (or the error) out.
const { parentPort } = require('node:worker_threads')
const { trackStats } = require('./stats')

parentPort.on('message', (id) => {
  try {
    parentPort.postMessage({ id, stats: trackStats(id) })
  } catch (error) {
    parentPort.postMessage({ id, error: error.message })
  }
})
