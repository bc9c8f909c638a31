'use strict'
// What problems/11-memory-leak/problem.en.md requires, each with the check that fails when only it
// is broken and the catalogue half-fix (test/learners/11-memory-leak/) that breaks it alone.
const check = (key) => `exercises.memory-leak.checks.${key}`

module.exports = [
  { id: 'profile-first', in: 'task 1', says: 'Find the leak yourself first', guidance: 'a way of working: the submission is the same whether or not profile --heap was run first' },
  { id: 'at-most-500-cards', in: ['task 2', 'checked 6'], says: 'at most **500 cards**', check: check('cards_over_bound'), halfFix: 'lru-600' },
  { id: 'key-ignores-tracking', in: ['task 2', 'checked 5'], says: 'keyed so that the tracking parameters do not matter', check: check('key_per_visit'), halfFix: 'strip-session' },
  { id: 'hit-rate', in: ['task 2', 'checked 4'], says: 'at least **80 %**', check: check('hit_rate_low'), halfFix: 'lru-100' },
  { id: 'heap-growth', in: 'checked 3', says: 'less than 1 MB', check: check('heap_grew'), halfFix: 'leftover-url-cache' },
  { id: 'same-cards', in: ['task 3', 'checked 1'], says: 'Every card is exactly what `renderCard` builds', check: check('card_differs'), halfFix: 'trimmed-cards' },
  { id: 'card-files-kept', in: ['task 3', 'checked 2'], says: 'leave `card.js` and `products.js` as they are', check: check('file_changed'), halfFix: 'memoized-card-js' }
]
