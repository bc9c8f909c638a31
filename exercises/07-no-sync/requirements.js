'use strict'
// What problems/07-no-sync/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/07-no-sync/) that breaks it alone.
const K = 'exercises.no-sync.checks.'

module.exports = [
  { id: 'same-map-bytes', in: 'checked 1', says: 'sends the same bytes as the starter', check: K + 'map_body', evidence: 'the bytes sent next to the bytes of data/alps-trails.geojson', halfFix: 'filehandle-read-once' },
  { id: 'map-content-type', in: 'checked 1', says: 'as `application/geo+json`', check: K + 'map_type_missing', evidence: 'the Content-Type sent, where the starter sends application/geo+json', halfFix: 'stream-no-type' },
  { id: 'wrong-key-403', in: 'checked 1', says: 'a wrong or empty key gets 403', check: K + 'key_body', evidence: 'the body a wrong key got instead of {"error":"unknown access key"}', halfFix: 'forbidden-status-only' },
  { id: 'no-sync-call', in: 'checked 2', says: 'the threads that serve requests make **no synchronous call**', check: K + 'sync_calls', evidence: 'the downloads counted, the synchronous calls made with their names and counts, and the longest event-loop delay', halfFix: 'async-crypto-only' },
  { id: 'no-cache-before-sync', in: 'checked 2', says: '5 of them with a key your server has not seen before', check: K + 'sync_calls_cached', evidence: 'the downloads counted, the synchronous calls made, and the longest event-loop delay', halfFix: 'cache-pbkdf2sync' },
  { id: 'map-read-per-download', in: 'checked 3', says: 'every download sends the map on disk', check: K + 'map_not_read', evidence: 'the bytes the next download sent next to the bytes now in the file', halfFix: 'map-cached-at-startup' },
  { id: 'no-blocking-wait', in: 'checked 2', says: '**do not block in `Atomics.wait`**', check: K + 'sync_wait', evidence: 'the downloads counted, the Atomics.wait calls on the serving thread, and the longest event-loop delay', halfFix: 'atomics-wait-worker' },
  { id: 'health-p99', in: 'checked 4', says: "the starter's `/health` p99 latency must be at least **2.4 times** yours", check: 'verdict.fail_speed', evidence: 'the /health p99 of both servers per pair, their ratios and the threshold', halfFix: 'spin-wait-worker' }
]
