'use strict'
// One worker thread per request: the track id comes as workerData, the statistics go back as
// the one message, and an error thrown here reaches the Worker's 'error' event.
const { parentPort, workerData } = require('node:worker_threads')
const { trackStats } = require('./stats')

parentPort.postMessage(trackStats(workerData))
