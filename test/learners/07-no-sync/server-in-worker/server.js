'use strict'
// Half-fix: "worker threads keep the main thread free", so the whole app moved into one
// (app.js, unchanged from the starter): the main thread is free, but the worker's event loop
// serves every request, /health included, and pbkdf2Sync and readFileSync still stop it.
const path = require('node:path')
const { Worker } = require('node:worker_threads')

new Worker(path.join(__dirname, 'app.js')) // eslint-disable-line no-new
