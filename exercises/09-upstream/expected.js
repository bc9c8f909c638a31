'use strict'
// What 09-upstream's spec, checks, round and functional checks share, and what the problem text
// states: the upstream's limit and delay (starter/upstream.js), the timeout and the fallback.
const { item, LIMIT, DELAY_MS } = require('./starter/upstream')

const ITEMS_PER_BUNDLE = 8
// Every upstream call gets at most this long; a product that is not there by then is null.
const CALL_TIMEOUT_MS = 500
// With an upstream that never answers, the route answers within this (two waves of 4 timed-out
// calls take 1 s; one after the other, 8 would take 4 s).
const STALL_ANSWER_MS = 1500
// A call the upstream holds is given up (its connection closed) within this window after it
// reached the upstream: CALL_TIMEOUT_MS, with room for a busy machine. Placed by measurement
// (scratch runs of the one-call stall, Node 22.22, 24.21 and 26.10, 2 cores at load 9 to 48, with
// and without a CPU hog; 252 runs of 5 correct submissions): the correct ones gave the call up
// 453–645 ms after it arrived (the call's timer starts in the learner's server before the request
// reaches the upstream, so a little under 500 is normal); a 1200 ms timeout 1155–1250 ms.
// 850 is sqrt(645 × 1155) ≈ 863 rounded down, 1.32× above the one and 1.36× below the other;
// 350 is 453 ÷ 1.3.
const GIVE_UP_MIN_MS = 350
const GIVE_UP_MAX_MS = 850
// How long after it arrived a call the upstream holds may stay open before the check calls it
// never cancelled (the stall check before it already bounds a route's wait by STALL_ANSWER_MS).
const GIVE_UP_WAIT_MS = 2000
// Calls at once per incoming request: at least this many, at most LIMIT.
const MIN_AT_ONCE = 4
// New connections to the upstream allowed per incoming request once the first has opened them.
const NEW_CONNECTIONS_PER_REQUEST = 1

// The answer to GET /api/bundle/:id, as the starter gives it.
function bundle (id) {
  return { id, items: Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => item(id * 10 + i + 1)) }
}

module.exports = { bundle, item, ITEMS_PER_BUNDLE, CALL_TIMEOUT_MS, STALL_ANSWER_MS, GIVE_UP_MIN_MS, GIVE_UP_MAX_MS, GIVE_UP_WAIT_MS, MIN_AT_ONCE, NEW_CONNECTIONS_PER_REQUEST, LIMIT, DELAY_MS }
