'use strict'
// One round of the 07 speed check: the map route under load, /health timed beside it, one
// request after another, as a load balancer would (lib/kit/health-round.js).
const { loadBesideHealth } = require('../../lib/kit')
const { mapPath, mapText } = require('./expected')

function round (server, { connections, seconds }) {
  return loadBesideHealth(server.url, {
    request: { method: 'GET', path: mapPath },
    verifyBody: (body) => body === mapText,
    connections,
    seconds
  })
}

module.exports = { round }
