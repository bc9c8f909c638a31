'use strict'
// The deterministic check of 07-no-sync: while serving downloads, the server makes no
// synchronous fs, crypto, zlib or child_process call (counted by count-sync.js, loaded into
// the learner's server).
const { probe } = require('../../lib/probe')
const { readCounts } = require('./count-sync')

const DOWNLOADS = 5
const SAVE_EVERY_MS = 100 // as count-sync.js writes

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function difference (after, before) {
  return Object.entries(after)
    .map(([label, count]) => [label, count - (before[label] || 0)])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
}

function noSyncCalls (countsPrefix, mapPath) {
  return {
    async run (ctx) {
      await sleep(2 * SAVE_EVERY_MS)
      const before = readCounts(countsPrefix(ctx))
      for (let i = 0; i < DOWNLOADS; i++) {
        const answer = await probe(ctx.server.url + mapPath)
        if (!answer.ok) return { ok: false, key: 'map_failed', params: { status: answer.status || answer.error } }
        await probe(ctx.server.url + '/health')
      }
      await sleep(3 * SAVE_EVERY_MS)
      const calls = difference(readCounts(countsPrefix(ctx)), before)
      if (calls.length > 0) {
        return {
          ok: false,
          key: 'sync_calls',
          params: { count: DOWNLOADS, calls: calls.map(([label, count]) => `${label} ×${count}`).join(', ') }
        }
      }
      return { ok: true, key: 'sync_none', params: { count: DOWNLOADS } }
    }
  }
}

module.exports = { noSyncCalls }
