'use strict'
// The worker thread: checks the key and reads the map for the main thread. Synchronous calls
// are fine here: they block this thread only, and it serves no requests.
const fs = require('node:fs')
const path = require('node:path')
const crypto = require('node:crypto')
const { parentPort } = require('node:worker_threads')

const access = JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'access.json'), 'utf8'))
const storedHash = Buffer.from(access.hash, 'hex')
const MAP_FILE = path.join(__dirname, 'data', 'alps-trails.geojson')

parentPort.on('message', ({ id, key }) => {
  const hash = crypto.pbkdf2Sync(key, access.salt, access.iterations, access.keylen, access.digest)
  if (!crypto.timingSafeEqual(hash, storedHash)) return parentPort.postMessage({ id, allowed: false })
  // The map is updated by another job, so it is read on every download.
  const map = fs.readFileSync(MAP_FILE)
  parentPort.postMessage({ id, allowed: true, map }, [map.buffer])
})
