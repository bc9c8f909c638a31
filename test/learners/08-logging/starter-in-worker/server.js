'use strict'
// Half-fix: "a worker thread keeps the event loop free", so the whole starter (app.js, unchanged:
// console.log to the file, synchronously) runs on one: its event loop serves every request, and
// each line still stops it.
const path = require('node:path')
const { Worker } = require('node:worker_threads')

new Worker(path.join(__dirname, 'app.js')) // eslint-disable-line no-new
