'use strict'
// One round of 13-worker-pool's speed check, 07-no-sync's sibling: the statistics route under
// load, /health timed beside it, one request after another, as a load balancer would
// (lib/kit/health-round.js).
const { loadBesideHealth, probe } = require('../../lib/kit')
const { statsPath, SPEED_TRACK, speedBody } = require('./expected')

// The requests autocannon leaves unanswered when a round stops still run: a pool does not know
// that their client left. On a busy machine a pool serves some 10 requests a second, so the next
// round's 10 came on top of the last round's and went past the 16 waiting requests a correct
// pool refuses with 503 (the reference solution FAILed for errors). One request answered with
// 200, queued behind those left over, means they have started: the round starts on an empty
// queue. At most 5 s, then the round runs anyway.
async function settle (baseUrl) {
  const end = Date.now() + 5000
  while (Date.now() < end) {
    if ((await probe(baseUrl + statsPath(SPEED_TRACK))).status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

// The round result the speed check compares: req/s of the statistics route, p99 of /health.
async function round (server, { connections, seconds }) {
  const expected = speedBody() // worked out at the first round (the warm-up), not under load
  await settle(server.url)
  return loadBesideHealth(server.url, {
    request: { method: 'GET', path: statsPath(SPEED_TRACK) },
    verifyBody: (body) => body === expected,
    connections,
    seconds
  })
}

module.exports = { round }
