'use strict'
// 07-no-sync: the other ways learners make the request path asynchronous, and the half-fixes they
// stop at (test/learners/index.js). The deterministic checks decide every FAIL here in a few
// seconds but one (spin-wait-worker: only the speed check sees it); the PASSes are confirmed
// by the speed check.
const K = 'exercises.no-sync.checks.'

module.exports = [
  { name: 'callbacks', verdict: 'PASS', reason: null, quick: false, why: 'crypto.pbkdf2 and fs.readFile with callbacks' },
  { name: 'sendfile', verdict: 'PASS', reason: null, quick: false, why: "promisified pbkdf2, express's res.sendFile streams the map" },
  { name: 'esm-named-imports', verdict: 'PASS', reason: null, quick: false, why: 'ES module: readFile from node:fs/promises and pbkdf2 from node:crypto as named imports, the map as a file URL' },
  { name: 'stream-pipe', verdict: 'PASS', reason: null, quick: false, why: 'promisified pbkdf2, fs.createReadStream through stream.pipeline' },
  { name: 'worker-thread', verdict: 'PASS', reason: null, quick: false, why: 'the key check and the map read (both synchronous) on a worker thread; the main thread only passes messages' },
  { name: 'piscina', verdict: 'PASS', reason: null, quick: false, why: 'the key check and the map read (both synchronous) on a Piscina pool of worker threads' },
  { name: 'cache-pbkdf2sync', verdict: 'FAIL', reason: K + 'sync_calls_cached', quick: true, why: 'a Map of key results in front of pbkdf2Sync: every new key still runs it' },
  { name: 'map-cached-at-startup', verdict: 'FAIL', reason: K + 'map_not_read', quick: true, why: 'async pbkdf2, the map read once at start-up: the job that updates it is ignored' },
  { name: 'map-ttl-cache', verdict: 'FAIL', reason: K + 'map_not_read', quick: false, why: 'async pbkdf2, the map kept for 10 s between reads: a download right after an update sends the old map' },
  { name: 'async-crypto-only', verdict: 'FAIL', reason: K + 'sync_calls', quick: true, why: 'async pbkdf2, the map still read with fs.readFileSync' },
  { name: 'async-fs-only', verdict: 'FAIL', reason: K + 'sync_calls', quick: false, why: 'fs.promises.readFile, pbkdf2Sync kept' },
  { name: 'setimmediate-wrapped', verdict: 'FAIL', reason: K + 'sync_calls', quick: false, why: 'the sync calls wrapped in a Promise and setImmediate: still on the event loop' },
  { name: 'worker-thread-keys-only', verdict: 'FAIL', reason: K + 'sync_calls', quick: false, why: 'pbkdf2Sync moved to a worker thread, the map still read with fs.readFileSync on the main thread, which serves the requests' },
  { name: 'server-in-worker', verdict: 'FAIL', reason: K + 'sync_calls', quick: false, why: 'the whole starter app moved into a worker thread: that thread serves every request and still blocks on pbkdf2Sync and readFileSync' },
  { name: 'atomics-wait-worker', verdict: 'FAIL', reason: K + 'sync_wait', quick: true, why: 'the work on a worker thread, the handler waiting for it with Atomics.wait: the event loop stands still for every download' },
  { name: 'spin-wait-worker', verdict: 'FAIL', reason: 'verdict.fail_speed', quick: false, why: 'the work on a worker thread, the handler polling for its answer with receiveMessageOnPort in a loop: no synchronous call is counted, yet the event loop stands still for every download' },
  { name: 'filehandle-read-once', verdict: 'FAIL', reason: K + 'map_body', quick: false, why: 'the map read with fs.promises.open and one filehandle.read(): only its first 16 KB are sent' },
  { name: 'stream-no-type', verdict: 'FAIL', reason: K + 'map_type_missing', quick: false, why: 'the map streamed with fs.createReadStream().pipe(res), no Content-Type set' },
  { name: 'forbidden-status-only', verdict: 'FAIL', reason: K + 'key_body', quick: false, why: 'a wrong key gets res.sendStatus(403): "Forbidden" instead of the JSON error' }
]
