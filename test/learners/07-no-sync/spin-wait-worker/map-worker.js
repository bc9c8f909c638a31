'use strict'
// The worker thread: checks the key, reads the map (another job updates it), answers on the
// port, where the main thread polls for it.
const fs = require('node:fs')
const path = require('node:path')
const crypto = require('node:crypto')
const { parentPort, workerData } = require('node:worker_threads')

const { port } = workerData
const access = JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'access.json'), 'utf8'))
const storedHash = Buffer.from(access.hash, 'hex')
const MAP_FILE = path.join(__dirname, 'data', 'alps-trails.geojson')

parentPort.on('message', (key) => {
  const hash = crypto.pbkdf2Sync(key, access.salt, access.iterations, access.keylen, access.digest)
  const allowed = crypto.timingSafeEqual(hash, storedHash)
  port.postMessage({ allowed, map: allowed ? fs.readFileSync(MAP_FILE) : null })
})
