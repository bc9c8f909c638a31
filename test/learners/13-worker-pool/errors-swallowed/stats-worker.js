'use strict'
// Piscina's worker: the statistics of one track, or null when they cannot be computed, so that
// an error never reaches the pool.
const { trackStats } = require('./stats')

module.exports = function (id) {
  try {
    return trackStats(id)
  } catch {
    return null
  }
}
