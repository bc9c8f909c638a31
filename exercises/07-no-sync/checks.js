'use strict'
// The deterministic check of 07-no-sync: while serving downloads, the server makes no
// synchronous fs, crypto, zlib or child_process call (counted by preload.js, loaded into
// the learner's server). It also reports the longest event-loop delay meanwhile, as
// monitorEventLoopDelay saw it inside the server: information, not judged (the speed check
// judges the delay from outside, as /health latency).
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const { setTimeout: sleep } = require('node:timers/promises')
const { probe } = require('../../lib/kit')
const { mapPath } = require('./expected')

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

// What every process of the server (a cluster has several) wrote: the sum of the call counts,
// and the longest event-loop delay (ms) of the windows that ended after `since`.
function readCounts (prefixPath, since = 0) {
  const dir = path.dirname(prefixPath)
  const base = path.basename(prefixPath) + '.'
  const calls = {}
  let longestDelay = 0
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(base) || !name.endsWith('.json')) continue
    try {
      const saved = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'))
      for (const [label, count] of Object.entries(saved.calls)) calls[label] = (calls[label] || 0) + count
      for (const [end, longest] of saved.delay) if (end > since) longestDelay = Math.max(longestDelay, longest)
    } catch {} // a process that is gone, or a file being replaced
  }
  return { calls, longestDelay }
}

function difference (after, before) {
  return Object.entries(after)
    .map(([label, count]) => [label, count - (before[label] || 0)])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
}

// Where the preload writes its counts: <prefix>.<pid>.json (NPW_SYNC_COUNTS, see spec.js).
const countsPrefix = (ctx) => path.join(ctx.tmpDir, 'sync-calls')

const noSyncCalls = {
  async run (ctx) {
    await sleep(2 * SAVE_EVERY_MS)
    const started = Date.now()
    const before = readCounts(countsPrefix(ctx)).calls
    for (let i = 0; i < ROUNDS; i++) {
      const paths = Array.from({ length: AT_ONCE }, (_, n) => n < NEW_KEYS_PER_ROUND ? newKeyPath() : mapPath)
      const answers = await Promise.all(paths.map((p) => probe(ctx.server.url + p)))
      const failed = answers.find((answer, n) => n < NEW_KEYS_PER_ROUND ? answer.status !== 403 : !answer.ok)
      if (failed) return { ok: false, key: 'map_failed', params: { status: failed.status || failed.error } }
    }
    await sleep(3 * SAVE_EVERY_MS)
    const after = readCounts(countsPrefix(ctx), started)
    // mapOpens is not a synchronous call: kept apart from them.
    const { mapOpens = 0, ...afterCalls } = after.calls
    const { mapOpens: opensBefore = 0, ...beforeCalls } = before
    const calls = difference(afterCalls, beforeCalls)
    const delay = after.longestDelay.toFixed(1)
    const params = { count: DOWNLOADS, newKeys: ROUNDS * NEW_KEYS_PER_ROUND, delay }
    if (calls.length > 0) {
      const listed = { ...params, calls: calls.map(([label, count]) => `${label} ×${count}`).join(', ') }
      const pbkdf2Sync = calls.find(([label]) => label === 'crypto.pbkdf2Sync')
      // A known variant: a cache of results runs pbkdf2Sync only for the keys it has not seen.
      if (pbkdf2Sync && pbkdf2Sync[1] < DOWNLOADS) return { ok: false, key: 'sync_calls_cached', params: listed }
      return { ok: false, key: 'sync_calls', params: listed }
    }
    // The map is updated by another job (the problem text): every member's download reads it.
    const memberDownloads = ROUNDS * (AT_ONCE - NEW_KEYS_PER_ROUND)
    if (mapOpens - opensBefore < memberDownloads) {
      return { ok: false, key: 'map_not_read', params: { downloads: memberDownloads, opens: mapOpens - opensBefore } }
    }
    return { ok: true, key: 'sync_none', params }
  }
}

module.exports = { checks: [noSyncCalls], countsPrefix }
