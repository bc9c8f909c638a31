'use strict'
// The docs' task_processor.js, with the statistics as the task: an error thrown here ends this
// worker, and the pool's 'error' handler replaces it.
const { parentPort } = require('node:worker_threads')
const { trackStats } = require('./stats')

parentPort.on('message', (id) => {
  parentPort.postMessage(trackStats(id))
})
