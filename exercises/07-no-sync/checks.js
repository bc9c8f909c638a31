'use strict'
// The deterministic checks of 07-no-sync. First: while serving downloads, the threads that serve
// requests make no synchronous fs, crypto, zlib or child_process call and do not block in
// Atomics.wait (counted by preload.js, loaded into the learner's server); the longest event-loop
// delay meanwhile, as monitorEventLoopDelay saw it inside the server, is information, not judged
// (the speed check judges the delay from outside, as /health latency). Then: every download
// reads the map, seen from outside: the map is replaced on disk, as the job that updates it
// would, and the next download must send the new bytes.
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const { setTimeout: sleep } = require('node:timers/promises')
const { probe, replaceFile, writeFileAtomically, removeTemporaryFiles } = require('../../lib/kit')
const { mapPath, mapFileIn, updatedMap, withoutUpdate } = require('./expected')

// A key nobody has sent before: random, so no cache of a previous run can know it.
const newKeyPath = () => `/api/map?key=new-${crypto.randomBytes(8).toString('hex')}`

const ROUNDS = 5
const AT_ONCE = 4 // downloads at the same time, so that a blocked loop makes others wait
const DOWNLOADS = ROUNDS * AT_ONCE
// One download of each round asks with a key the server has never seen (and must refuse): a
// cache of results in front of crypto.pbkdf2Sync would otherwise hide the synchronous call,
// which still runs for every new key a member (or an attacker) sends.
const NEW_KEYS_PER_ROUND = 1
const SAVE_EVERY_MS = 100 // as preload.js writes

// What every thread of every process of the server wrote (preload.js): a Map from its file name
// to { calls, requests, delay }.
function readThreads (prefixPath) {
  const dir = path.dirname(prefixPath)
  const base = path.basename(prefixPath) + '.'
  const threads = new Map()
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(base) || !name.endsWith('.json')) continue
    try {
      threads.set(name, JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')))
    } catch {} // a file being replaced
  }
  return threads
}

// What the threads that served requests between `before` and `after` did meanwhile: how many
// requests they saw, their synchronous calls (label, count), and the longest event-loop delay
// (ms) of the windows that ended after `since`. A thread that served none (a worker thread
// that only computes) does not hold up a request by blocking its own loop.
function servingThreads (before, after, since) {
  const calls = {}
  let requests = 0
  let longestDelay = 0
  for (const [name, now] of after) {
    const then = before.get(name) || { calls: {}, requests: 0 }
    const served = now.requests - then.requests
    if (served <= 0) continue
    requests += served
    for (const [label, count] of Object.entries(now.calls)) {
      const made = count - (then.calls[label] || 0)
      if (made > 0) calls[label] = (calls[label] || 0) + made
    }
    for (const [end, longest] of now.delay) if (end > since) longestDelay = Math.max(longestDelay, longest)
  }
  return { requests, calls: Object.entries(calls).sort((a, b) => b[1] - a[1]), longestDelay }
}

// Where the preload writes its counts: <prefix>.<pid>-<threadId>.json (NPW_SYNC_COUNTS, spec.js).
const countsPrefix = (ctx) => path.join(ctx.tmpDir, 'sync-calls')

const noSyncCalls = {
  async run (ctx) {
    await sleep(2 * SAVE_EVERY_MS)
    const started = Date.now()
    const before = readThreads(countsPrefix(ctx))
    for (let i = 0; i < ROUNDS; i++) {
      const paths = Array.from({ length: AT_ONCE }, (_, n) => n < NEW_KEYS_PER_ROUND ? newKeyPath() : mapPath)
      const answers = await Promise.all(paths.map((p) => probe(ctx.server.url + p)))
      const failed = answers.find((answer, n) => n < NEW_KEYS_PER_ROUND ? answer.status !== 403 : !answer.ok)
      if (failed) return { ok: false, key: 'map_failed', params: { status: failed.status || failed.error } }
    }
    await sleep(3 * SAVE_EVERY_MS)
    const seen = servingThreads(before, readThreads(countsPrefix(ctx)), started)
    const params = { count: DOWNLOADS, newKeys: ROUNDS * NEW_KEYS_PER_ROUND, delay: seen.longestDelay.toFixed(1) }
    // Counts of threads that did not serve the downloads would say nothing about them.
    if (seen.requests < DOWNLOADS) return { ok: false, key: 'counts_unseen', params: { ...params, seen: seen.requests } }
    if (seen.calls.length > 0) {
      const listed = { ...params, calls: seen.calls.map(([label, count]) => `${label} ×${count}`).join(', ') }
      const pbkdf2Sync = seen.calls.find(([label]) => label === 'crypto.pbkdf2Sync')
      // A known variant: a cache of results runs pbkdf2Sync only for the keys it has not seen.
      if (pbkdf2Sync && pbkdf2Sync[1] < DOWNLOADS) return { ok: false, key: 'sync_calls_cached', params: listed }
      // Asynchronous work waited for synchronously: the worker thread computes, the loop stands still.
      if (seen.calls.length === 1 && seen.calls[0][0] === 'Atomics.wait') return { ok: false, key: 'sync_wait', params: { ...params, waits: seen.calls[0][1] } }
      return { ok: false, key: 'sync_calls', params: listed }
    }
    return { ok: true, key: 'sync_none', params }
  }
}

// A verify killed outright (SIGKILL) while the map was replaced left the update in the
// learner's folder: it is taken out before their server starts (spec.env), so that what they
// find and what their server sends is their own map again.
function putBackLeftUpdate (folder) {
  const file = mapFileIn(folder)
  removeTemporaryFiles(file)
  let bytes
  try {
    bytes = fs.readFileSync(file)
  } catch {
    return // no map there: the map check says so
  }
  const original = withoutUpdate(bytes)
  if (original) writeFileAtomically(file, original)
}

// The next download with the member's key: a failed result when it does not send `expected`
// (the map now on disk), else null.
async function nextDownloadSends (ctx, expected) {
  const answer = await probe(ctx.server.url + mapPath)
  if (!answer.ok) return { ok: false, key: 'map_update_failed', params: { status: answer.status || answer.error } }
  if (answer.body === expected.toString('utf8')) return null
  return { ok: false, key: 'map_not_read', params: { bytes: Buffer.byteLength(answer.body), expected: expected.length } }
}

// "The map is read on every download, because another job updates it": the map is replaced as
// such a job replaces it (a new file written beside it and renamed over it), and the next download
// must send the new bytes; then the original goes back the same way, and the next download must
// send it again. Whatever happens meanwhile, the original is back when verify ends (the kit's
// replaceFile: in `finally`, and on Ctrl-C or SIGTERM).
const servesUpdatedMap = {
  async run (ctx) {
    const folder = path.dirname(ctx.file)
    const file = mapFileIn(folder)
    const shown = { file: path.basename(ctx.file) }
    putBackLeftUpdate(folder)
    if (!fs.existsSync(file)) return { ok: false, key: 'map_file_missing', params: shown }
    let update
    try {
      update = replaceFile(file, updatedMap(fs.readFileSync(file)))
    } catch (error) {
      return { ok: false, key: 'map_not_writable', params: { ...shown, error: error.code || error.message } }
    }
    try {
      const updated = await nextDownloadSends(ctx, updatedMap(update.original))
      if (updated) return updated
      update.restore()
      return (await nextDownloadSends(ctx, update.original)) || { ok: true, key: 'map_read' }
    } finally {
      update.restore()
    }
  }
}

// Each check names the requirements it decides (exercises/NN-id/requirements.js, by id).
module.exports = {
  checks: [{ ...noSyncCalls, decides: ['no-sync-call', 'no-cache-before-sync', 'no-blocking-wait'] }, { ...servesUpdatedMap, decides: ['map-read-per-download'] }],
  countsPrefix,
  putBackLeftUpdate
}
