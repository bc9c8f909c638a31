'use strict'
// The deterministic check of 03-cache-json: once the catalogue is cached, a GET /catalog runs no
// JSON.stringify of it, sends bytes that were serialised before the request came (the task's
// Buffer), and hashes nothing (an ETag per response hashes the 500 KB every time). preload.js
// counts inside the learner's server; this side asks for the catalogue once (a cache built on
// the first GET after a change is fine), opens a count, sends GETs one at a time and reads the
// count back. No timing: the same answer on any machine and Node line. A cached string fails
// here: res.end(string) and res.send(string) both turn 500 KB of text into UTF-8 on every
// request, which is most of what is left to save once JSON.stringify is gone.
const http = require('node:http')
const { counterSocketPath, askCounter } = require('../../lib/kit')

const GETS = 5

const socketPathIn = (dir) => counterSocketPath(dir, 'stringify')

function getCatalog (baseUrl) {
  return new Promise((resolve, reject) => {
    const req = http.get(baseUrl + '/catalog', { agent: false }, (res) => {
      res.resume()
      res.on('end', resolve)
    })
    req.setTimeout(5000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
  })
}

async function countSerialisationsPerGet (ctx) {
  const socketPath = socketPathIn(ctx.tmpDir)
  await getCatalog(ctx.server.url)
  if (!(await askCounter(socketPath, 'begin'))) return { ok: false, key: 'counter_missing' }
  for (let i = 0; i < GETS; i++) await getCatalog(ctx.server.url)
  const counts = await askCounter(socketPath, 'end')
  if (!counts) return { ok: false, key: 'counter_missing' }
  if (counts.stringify > 0) {
    return { ok: false, key: 'stringify_per_get', params: { calls: counts.stringify, gets: GETS } }
  }
  const encoded = counts.stringChars + counts.newBytes
  if (encoded > 0) {
    return { ok: false, key: 'bytes_encoded_per_get', params: { gets: GETS, size: Math.round(encoded / GETS / 1000) } }
  }
  if (counts.hashes > 0) return { ok: false, key: 'hashed_per_get', params: { hashes: counts.hashes, gets: GETS } }
  // Nothing large went through res.write or res.end: the check did not see the body, so it says
  // so rather than call it cached.
  if (counts.cachedBytes === 0) return { ok: false, key: 'body_unseen', params: { gets: GETS } }
  return { ok: true, key: 'cached_bytes', params: { gets: GETS } }
}

// The check names the requirements it decides (exercises/NN-id/requirements.js, by id).
module.exports = { checks: [{ run: countSerialisationsPerGet, decides: ['no-stringify-per-get', 'cached-bytes', 'no-hash-per-get'] }], socketPathIn }
