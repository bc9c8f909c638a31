'use strict'
// The speed check's rounds for 06-cluster: one round of autocannon, and how much CPU other
// programs used meanwhile. A cluster is only faster with free cores; when other programs kept
// them busy, a measurement that did not pass proves nothing (speed.excuse).
const os = require('node:os')
const { loadRound, watchForeignLoad } = require('../../lib/kit')
const { request, bodyCheck, threshold } = require('./expected')

// The cores other programs leave free must exceed the threshold by a margin for a correct
// cluster to pass every time. When other programs kept more busy than this (2 cores: 0.2), a
// measurement that did not pass proves nothing.
const busyLimit = (cores) => cores - threshold(cores) - 0.3

async function round (server, { connections, seconds }) {
  const watch = watchForeignLoad(() => server.pids())
  const result = await loadRound(server.url, { request, connections, seconds, verifyBody: bodyCheck() })
  const load = watch.stop()
  return { ...result, foreignCores: load ? load.foreignCores : 0 }
}

function excuse (result) {
  const cores = os.availableParallelism()
  const rounds = result.pairs.flatMap((pair) => [pair.yours, pair.baseline])
  const foreign = rounds.reduce((sum, round) => sum + round.foreignCores, 0) / rounds.length
  if (foreign <= busyLimit(cores)) return null
  return { key: 'busy_machine', params: { foreign: foreign.toFixed(1), cores, ratio: result.ratio.toFixed(2) } }
}

module.exports = { round, excuse }
