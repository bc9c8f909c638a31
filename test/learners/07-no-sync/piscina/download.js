'use strict'
// Runs on Piscina's worker threads: the member's key checked, then the map read (another job
// updates it). Returns the map, or null for a key that is not the member's.
const fs = require('node:fs')
const path = require('node:path')
const crypto = require('node:crypto')

const access = JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'access.json'), 'utf8'))
const storedHash = Buffer.from(access.hash, 'hex')
const MAP_FILE = path.join(__dirname, 'data', 'alps-trails.geojson')

module.exports = ({ key }) => {
  const hash = crypto.pbkdf2Sync(key, access.salt, access.iterations, access.keylen, access.digest)
  if (!crypto.timingSafeEqual(hash, storedHash)) return null
  return fs.readFileSync(MAP_FILE)
}
