'use strict'
// 11-memory-leak: the other ways learners bound the card cache, and the half-fixes they stop at.
// Every verdict comes from the deterministic checks (no speed check): an entry that answers takes
// 5–22 s on the shared 2-core machine (about 7200 requests), one that fails a functional check
// about 2 s; quick: the four that guard one of each kind (a PASS, the card bound, the key, a 500).
const reason = (key) => `exercises.memory-leak.checks.${key}`

module.exports = [
  { name: 'lru-cache', verdict: 'PASS', quick: true, why: 'lru-cache with max 500, keyed by the product id' },
  { name: 'lru-cache-ttl', verdict: 'PASS', quick: false, why: 'lru-cache with max 500 and a ten-minute ttl, keyed by the id as a string' },
  { name: 'fifo-map', verdict: 'PASS', quick: false, why: 'a Map of 500 that drops the oldest card, no reordering on a hit: 89 % hits' },
  { name: 'quick-lru-250', verdict: 'PASS', quick: false, why: 'quick-lru keeps up to 2 × maxSize (its README): maxSize 250 for 500 cards' },
  { name: 'map-lru-501', verdict: 'FAIL', reason: reason('cards_over_bound'), quick: true, why: 'an LRU on a Map that evicts once it holds more than 500, before adding: 501 cards, one too many (seen only when the bound probe finds every card it kept)' },
  { name: 'lru-600', verdict: 'FAIL', reason: reason('cards_over_bound'), quick: true, why: 'lru-cache keyed by the product with max 600 ("a little headroom"): flat heap, 91 % hits, only the card bound sees the 600 cards (none of 600 built again)' },
  { name: 'lru-2000', verdict: 'FAIL', reason: reason('heap_grew'), quick: false, why: 'lru-cache keyed by the product with max 2000: bounded, but 2000 cards, not 500, still filling over the measured requests: its heap grows 1.8 MB (the card bound, checked next, sees the 2000 cards too)' },
  { name: 'map-by-id', verdict: 'FAIL', reason: reason('heap_grew'), quick: false, why: 'keyed by the product but never trimmed: every product ever asked for stays, 1.84 MB over the measured requests (the card bound, checked next, sees them too)' },
  { name: 'clear-every-1000', verdict: 'FAIL', reason: reason('hit_rate_low'), quick: false, why: 'the whole cache dropped every 1000 requests: the best sellers go too, 71 % hits (it holds up to 1000 cards between clears, but a clear falls between the card probe\'s two passes, so that check passes here)' },
  { name: 'leftover-url-cache', verdict: 'FAIL', reason: reason('heap_grew'), quick: false, why: 'a 500-card lru-cache by product answers, but the old Map by full URL is still filled: every visit keeps its card' },
  { name: 'strip-session', verdict: 'FAIL', reason: reason('key_per_visit'), quick: true, why: 'lru-cache of 500 keyed by the URL without session: ref changes with the campaign, the same product is another key' },
  { name: 'bounded-by-url', verdict: 'FAIL', reason: reason('key_per_visit'), quick: false, why: 'lru-cache with max 500 but still keyed by the full URL: bounded, never a hit' },
  { name: 'weakmap-by-request', verdict: 'FAIL', reason: reason('key_per_visit'), quick: false, why: 'a WeakMap keyed by the request object: nothing leaks, nothing is ever found again' },
  { name: 'lru-200', verdict: 'FAIL', reason: reason('hit_rate_low'), quick: true, why: 'lru-cache by product with max 200, one card per best seller: every other product pushes a best seller out, about 74 % from the cache (a simulation of the stated traffic: 220 cards give 80 %)' },
  { name: 'lru-100', verdict: 'FAIL', reason: reason('hit_rate_low'), quick: false, why: 'lru-cache by product with max 100 ("at most 500, so 100 is safe"): fewer than the 200 best sellers' },
  { name: 'trimmed-cards', verdict: 'FAIL', reason: reason('card_differs'), quick: false, why: 'the card kept with its line breaks squeezed out to fit more: not what renderCard built' },
  { name: 'memoized-card-js', verdict: 'FAIL', reason: reason('file_changed'), quick: false, why: 'the cache moved into card.js, which the task asks to leave as it is' },
  { name: 'weakmap-by-url', verdict: 'FAIL', reason: reason('status_500'), quick: true, why: 'a WeakMap keyed by the URL string: set() throws TypeError (keys must be objects), every card is a 500' }
]
