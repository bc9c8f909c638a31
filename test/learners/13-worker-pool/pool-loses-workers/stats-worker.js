'use strict'
// Runs in each worker thread: one track id in, its statistics out. An error thrown by
// trackStats is not caught here: it ends this worker thread.
const { parentPort } = require('node:worker_threads')
const { trackStats } = require('./stats')

parentPort.on('message', (id) => {
  parentPort.postMessage({ id, stats: trackStats(id) })
})
