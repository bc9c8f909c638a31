'use strict'
// 11-memory-leak: the stated traffic and the bounds, shared by spec.js, checks.js and
// functional.js. The problem text states the same numbers.

// The traffic: 90 % of requests ask for one of the 200 best sellers (ids 1–200), 10 % for any
// of the other products; every link carries tracking parameters unique to the visit.
const BEST_SELLERS = 200
const BEST_SELLER_SHARE = 0.9
const PRODUCTS = 100000

// The bounds (exercises/README.md, "Placing a threshold"; the measured figures are in
// bench/figures.json and beside each bound here).
const MAX_CARDS = 500 // what the problem asks the cache to hold at most
const WARM_REQUESTS = 2500 // enough for a cache of 500 cards to fill up
const MEASURED_REQUESTS = 3000
// Heap growth over the measured requests, after a forced GC, in MB. Measured (Node 26.10,
// 2026-11-23): weakest correct (a Map with LRU or FIFO eviction at 500) ≤ 0.9 MB; strongest
// wrong (a Map keyed by the product id, never evicted) 3.9 MB; the starter 33 MB.
// sqrt(0.9 × 3.9) = 1.9: ×2.1 from each side.
const MAX_GROWTH_MB = 2
// Hit rate over the measured requests: share of requests answered without building a card.
// Simulated on this traffic and counted in the server (renderCard calls): weakest correct
// (FIFO eviction at 500) 85 %, i.e. 15 % misses; strongest wrong (the whole cache cleared every
// 1000 requests) 70 %, 30 % misses. On the miss rates: sqrt(15 × 30) = 21 %; 20 % misses keeps
// ×1.33 from the correct side and ×1.5 from the wrong one.
const MIN_HIT_RATE = 0.8

// A small deterministic generator, so that every run sends the same requests.
function generator (seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6D2B79F5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// The stated traffic as a function of the request's number: its path.
function trafficPaths (seed = 11) {
  const random = generator(seed)
  let visit = 0
  return () => {
    const id = random() < BEST_SELLER_SHARE
      ? 1 + Math.floor(random() * BEST_SELLERS)
      : BEST_SELLERS + 1 + Math.floor(random() * (PRODUCTS - BEST_SELLERS))
    visit++
    return `/products/${id}?ref=newsletter&session=${seed}-${visit.toString(36)}`
  }
}

module.exports = { BEST_SELLERS, PRODUCTS, MAX_CARDS, WARM_REQUESTS, MEASURED_REQUESTS, MAX_GROWTH_MB, MIN_HIT_RATE, trafficPaths }
