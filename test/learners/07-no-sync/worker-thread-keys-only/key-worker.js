'use strict'
// Checks access keys for the main thread.
const fs = require('node:fs')
const path = require('node:path')
const crypto = require('node:crypto')
const { parentPort } = require('node:worker_threads')

const access = JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'access.json'), 'utf8'))
const storedHash = Buffer.from(access.hash, 'hex')

parentPort.on('message', ({ id, key }) => {
  const hash = crypto.pbkdf2Sync(key, access.salt, access.iterations, access.keylen, access.digest)
  parentPort.postMessage({ id, allowed: crypto.timingSafeEqual(hash, storedHash) })
})
