'use strict'
// What problems/12-n-plus-one/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/12-n-plus-one/) that breaks it alone
// (exercises/README.md, "The requirement table"). The answers are compared with the starter's
// (functional.js); statements, plans and prepares are counted inside the server (preload.js).
const K = 'exercises.n-plus-one.checks.'

module.exports = [
  { id: 'same-json', in: ['task 1', 'checked 1'], says: 'the same JSON for every customer', check: K + 'orders_differ', halfFix: 'join-unordered' },
  { id: 'customer-without-orders', in: 'task 1', says: 'an empty list of orders for a customer with none', check: K + 'orders_status', halfFix: 'join-skips-empty' },
  { id: 'unknown-customer-404', in: ['task 1', 'checked 1'], says: "404 for an id that is no customer's", check: K + 'unknown_status', halfFix: 'number-id' },
  { id: 'at-most-4-statements', in: ['task 2', 'checked 2'], says: 'at most 4 SQL statements', check: K + 'too_many_statements', halfFix: 'index-only' },
  { id: 'reads-the-database', in: 'task 2', says: 'reads the orders from the database every time', check: K + 'orders_not_read', halfFix: 'orders-cached' },
  { id: 'plans-use-indexes', in: ['task 3', 'checked 3'], says: 'through an index', check: K + 'table_scan', halfFix: 'join-no-index' },
  { id: 'prepared-once', in: ['task 4', 'checked 4'], says: 'prepared once', check: K + 'prepared_per_request', halfFix: 'prepare-per-request' }
]
