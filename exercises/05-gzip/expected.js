'use strict'
// What 05-gzip expects, shared by its spec, checks and round: the guide as the starter sends it,
// the request of a client that accepts gzip, and the environment both servers run in.
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')
const { counterSocketPath } = require('../../lib/kit/counter')

const guide = fs.readFileSync(path.join(__dirname, 'starter', 'data', 'trails.json'))
// The smallest gzip of the guide we know of. As a string (how autocannon hands it over) a gzip
// body keeps most of its length: invalid UTF-8 bytes become one replacement character each.
const smallestGzip = zlib.gzipSync(guide, { level: 9 }).length
// Both sides run as deployed: Express in production mode.
const env = { NODE_ENV: 'production' }
// Where preload.js answers the check's count of compressions.
const compressionsSocket = (ctx) => counterSocketPath(ctx.tmpDir, 'compressions')
// autocannon sends no Accept-Encoding unless told to.
const request = { method: 'GET', path: '/trails', headers: { 'accept-encoding': 'gzip' } }

function isWholeGuideInGzip (response) {
  if (response.status !== 200 || response.headers['content-encoding'] !== 'gzip') return false
  try {
    return zlib.gunzipSync(response.body).equals(guide)
  } catch {
    return false
  }
}

module.exports = { smallestGzip, env, request, isWholeGuideInGzip, compressionsSocket }
