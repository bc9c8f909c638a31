'use strict'
// 11-memory-leak: the other ways learners bound the card cache, and the half-fixes they stop at.
// Every verdict comes from the deterministic checks (no speed check): each entry takes 2–5 s.
module.exports = [
  { name: 'lru-cache', verdict: 'PASS', quick: true, why: 'lru-cache with max 500, keyed by the product id' },
  { name: 'lru-cache-ttl', verdict: 'PASS', quick: true, why: 'lru-cache with max 500 and a ten-minute ttl, keyed by the id as a string' },
  { name: 'fifo-map', verdict: 'PASS', quick: true, why: 'a Map of 500 that drops the oldest card, no reordering on a hit: 89 % hits' },
  { name: 'map-by-id', verdict: 'FAIL', reason: 'exercises.memory-leak.checks.heap_grew', quick: true, why: 'keyed by the product but never trimmed: every product ever asked for stays' },
  { name: 'clear-every-1000', verdict: 'FAIL', reason: 'exercises.memory-leak.checks.hit_rate_low', quick: true, why: 'bounded by dropping the whole cache every 1000 requests: the best sellers go too, 71 % hits (the heap check passes here only because 4000 and 3000 requests fall just after a clear; another N can fail it on the heap instead)' },
  { name: 'bounded-by-url', verdict: 'FAIL', reason: 'exercises.memory-leak.checks.hit_rate_none', quick: true, why: 'lru-cache with max 500 but still keyed by the full URL: bounded, never a hit' },
  { name: 'weakmap-by-request', verdict: 'FAIL', reason: 'exercises.memory-leak.checks.hit_rate_none', quick: true, why: 'a WeakMap keyed by the request object: nothing leaks, nothing is ever found again' },
  { name: 'weakmap-by-url', verdict: 'FAIL', reason: 'exercises.memory-leak.checks.status_500', quick: true, why: 'a WeakMap keyed by the URL string: set() throws TypeError (keys must be objects), every card is a 500' }
]
