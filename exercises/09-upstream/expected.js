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
// Calls at once per incoming request: at least this many, at most LIMIT.
const MIN_AT_ONCE = 4
// New connections to the upstream allowed per incoming request once the first has opened them.
const NEW_CONNECTIONS_PER_REQUEST = 1

// The answer to GET /api/bundle/:id, as the starter gives it.
function bundle (id) {
  return { id, items: Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => item(id * 10 + i + 1)) }
}

module.exports = { bundle, ITEMS_PER_BUNDLE, CALL_TIMEOUT_MS, STALL_ANSWER_MS, MIN_AT_ONCE, NEW_CONNECTIONS_PER_REQUEST, LIMIT, DELAY_MS }
