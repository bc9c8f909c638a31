'use strict'
// What 13-worker-pool's checks share: the route, the starter's own statistics to compare with,
// fresh track ids (a cache of results cannot answer a track it never computed), the queue bound
// the problem text states, and the core count the second instance is shown.
const crypto = require('node:crypto')
const { trackStats } = require('./starter/stats')
const { isDamaged } = require('./starter/tracks')

const statsPath = (id) => `/api/tracks/${id}/stats`
// The problem text: when 16 requests already wait for a thread, a new one gets 503 at once.
const MAX_WAITING = 16

// A track id nobody asked for before in this run: random, never a damaged one.
function freshId () {
  for (;;) {
    const id = crypto.randomInt(1, 1000000)
    if (!isDamaged(id)) return id
  }
}
// A damaged recording (one in a hundred: the id ends in 13), random too.
const damagedId = () => crypto.randomInt(0, 10000) * 100 + 13

// The track the speed check loads, and the body every answer must have: worked out when the
// speed check first asks, not when the spec is read (a tenth of a second of CPU to every command
// that reads the specs).
const SPEED_TRACK = 7
let body = null
const speedBody = () => (body = body || JSON.stringify(trackStats(SPEED_TRACK)))

// The second instance is shown more cores than the machine has (at least 4), so that a pool
// sized by a number written for this machine cannot pass by chance.
const coresShown = (real) => Math.max(4, real + 2)

module.exports = { statsPath, MAX_WAITING, freshId, damagedId, SPEED_TRACK, speedBody, coresShown, trackStats }
