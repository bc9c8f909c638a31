'use strict'
// Piscina's worker: the statistics already serialised, so that the main thread only sends text
// and never runs JSON.stringify on them.
const { trackStats } = require('./stats')

module.exports = (id) => JSON.stringify(trackStats(id))
