'use strict'
// What problems/11-memory-leak/problem.en.md requires, each with the check that fails when only it
// is broken, what its FAIL shows, the catalogue half-fix (test/learners/11-memory-leak/) that
// breaks it alone, and for a bound the submissions just past it (exercises/README.md, "The
// requirement table").
const check = (key) => `exercises.memory-leak.checks.${key}`

module.exports = [
  { id: 'profile-first', in: 'task 1', says: 'Find the leak yourself first', guidance: 'a way of working: the submission is the same whether or not profile --heap was run first' },
  {
    id: 'at-most-500-cards',
    in: ['task 2', 'checked 6'],
    says: 'at most **500 cards**',
    check: check('cards_over_bound'),
    evidence: 'the new products asked twice, how many were built again, the cards that leaves kept, and the bound',
    halfFix: 'lru-600',
    bounds: [{ value: '500', past: ['map-lru-501', 'lru-600'] }, { value: '100', past: ['map-lru-501'] }]
  },
  { id: 'key-ignores-tracking', in: ['task 2', 'checked 5'], says: 'keyed so that the tracking parameters do not matter', check: check('key_per_visit'), evidence: 'the two requests for the same product that each built its card', halfFix: 'strip-session' },
  {
    id: 'hit-rate',
    in: ['task 2', 'checked 4'],
    says: 'at least **80 %**',
    check: check('hit_rate_low'),
    evidence: 'the share of the requests answered from the cache, the cards built, and the bound',
    halfFix: 'lru-100',
    bounds: [{ value: '80', past: ['lru-200'] }]
  },
  {
    id: 'heap-growth',
    in: 'checked 3',
    says: 'less than 1 MB',
    check: check('heap_grew'),
    evidence: 'the requests measured, the heap\'s growth over them after a full GC, and the bound',
    halfFix: 'leftover-url-cache',
    bounds: [{ value: '1', none: 'a growth measured after a full garbage collection, not a count: placed by the threshold rule between the weakest correct cache (0.53 MB) and the strongest wrong (1.84 MB, a Map by product never trimmed; bench/figures.json), so no submission sits just past it on every machine' }]
  },
  { id: 'same-cards', in: ['task 3', 'checked 1'], says: 'Every card is exactly what `renderCard` builds', check: check('card_differs'), evidence: 'the request, the product, and the first line of the card that differs with both versions', halfFix: 'trimmed-cards' },
  { id: 'card-files-kept', in: ['task 3', 'checked 2'], says: 'leave `card.js` and `products.js` as they are', check: check('file_changed'), evidence: 'the file that is not the starter\'s', halfFix: 'memoized-card-js' }
]
