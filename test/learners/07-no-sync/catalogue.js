'use strict'
// 07-no-sync: the other ways learners make the request path asynchronous, and the half-fixes they
// stop at (test/learners/index.js). The deterministic check decides every FAIL here in about a
// second; the PASSes are confirmed by the speed check.
const K = 'exercises.no-sync.checks.'

module.exports = [
  { name: 'callbacks', verdict: 'PASS', reason: null, quick: false, why: 'crypto.pbkdf2 and fs.readFile with callbacks' },
  { name: 'sendfile', verdict: 'PASS', reason: null, quick: false, why: "promisified pbkdf2, express's res.sendFile streams the map" },
  { name: 'esm-named-imports', verdict: 'PASS', reason: null, quick: false, why: 'ES module: readFile from node:fs/promises and pbkdf2 from node:crypto as named imports, the map as a file URL' },
  { name: 'stream-pipe', verdict: 'PASS', reason: null, quick: false, why: 'promisified pbkdf2, fs.createReadStream through stream.pipeline' },
  { name: 'cache-pbkdf2sync', verdict: 'FAIL', reason: K + 'sync_calls_cached', quick: true, why: 'a Map of key results in front of pbkdf2Sync: every new key still runs it' },
  { name: 'map-cached-at-startup', verdict: 'FAIL', reason: K + 'map_not_read', quick: true, why: 'async pbkdf2, the map read once at start-up: the job that updates it is ignored' },
  { name: 'async-crypto-only', verdict: 'FAIL', reason: K + 'sync_calls', quick: true, why: 'async pbkdf2, the map still read with fs.readFileSync' },
  { name: 'async-fs-only', verdict: 'FAIL', reason: K + 'sync_calls', quick: true, why: 'fs.promises.readFile, pbkdf2Sync kept' },
  { name: 'setimmediate-wrapped', verdict: 'FAIL', reason: K + 'sync_calls', quick: true, why: 'the sync calls wrapped in a Promise and setImmediate: still on the event loop' }
]
