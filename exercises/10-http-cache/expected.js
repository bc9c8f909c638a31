'use strict'
// What 10-http-cache's spec, checks, round and functional checks share.
const fs = require('node:fs')
const path = require('node:path')
const { counterSocketPath } = require('../../lib/kit/counter')

// The catalogue the starter ships, as the checks expect it before they change anything.
function startingCatalog () {
  return JSON.parse(fs.readFileSync(path.join(__dirname, 'starter', 'data', 'catalog.json'), 'utf8'))
}

// The catalogue as JSON.stringify writes it, in characters: what autocannon hands to verifyBody.
const catalogChars = JSON.stringify(startingCatalog()).length

// Where the hash counter inside the learner's server answers (preload.js).
const socketPathIn = (dir) => counterSocketPath(dir, 'hashes')

// The simulated app: it starts this many times, and the back office changes a product before
// every CHANGE_EVERY-th start. The app may download the whole catalogue on its first start and
// after each change: 1 + 100 / 20 = 6 full downloads, about 6 % of the starter's bytes.
const APP_STARTS = 100
const CHANGE_EVERY = 20
// The share of the starter's bytes the app may receive: the 6 full downloads and the 304s' headers
// fit with room; one more full download per 25 starts does not.
const MAX_BYTES_SHARE = 0.1

module.exports = { startingCatalog, catalogChars, socketPathIn, APP_STARTS, CHANGE_EVERY, MAX_BYTES_SHARE }
