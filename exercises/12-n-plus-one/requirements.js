'use strict'
// What problems/12-n-plus-one/problem.en.md requires, each with the check that fails when only it is
// broken, what its FAIL shows, the catalogue half-fix (test/learners/12-n-plus-one/) that breaks it
// alone, and for a bound the submissions just past it (exercises/README.md, "The requirement
// table"). The answers are compared with the starter's (functional.js); statements, plans and
// prepares are counted inside the server (preload.js).
const K = 'exercises.n-plus-one.checks.'

module.exports = [
  { id: 'same-json', in: ['task 1', 'checked 1'], says: 'the same JSON for every customer', check: K + 'orders_differ', evidence: 'the request, the position and id of the first order that differs, the first field that differs in it with both values', halfFix: 'join-unordered' },
  { id: 'customer-without-orders', in: 'task 1', says: 'an empty list of orders for a customer with none', check: K + 'orders_status', evidence: 'the request and the status it got instead of 200', halfFix: 'join-skips-empty' },
  { id: 'unknown-customer-404', in: ['task 1', 'checked 1'], says: "404 for an id that is no customer's", check: K + 'unknown_status', evidence: 'the request and the status it got instead of 404', halfFix: 'number-id' },
  {
    id: 'at-most-4-statements',
    in: ['task 2', 'checked 2'],
    says: 'at most 4 SQL statements',
    check: K + 'too_many_statements',
    evidence: 'the request, the customer\'s orders, the statements it ran and the bound',
    halfFix: 'index-only',
    bounds: [{ value: '4', past: ['query-per-table-and-count'] }]
  },
  {
    id: 'runs-a-statement',
    in: 'checked 2',
    says: 'each of those requests runs at least 1',
    check: K + 'no_statements',
    evidence: 'the request that ran no statement the workshop could see',
    halfFix: 'all-in-memory',
    bounds: [{ value: '1', past: ['all-in-memory'] }]
  },
  { id: 'reads-the-database', in: 'task 2', says: 'reads the orders from the database every time', check: K + 'orders_not_read', evidence: 'the request and how many statements it ran, none reading the orders table', halfFix: 'orders-cached' },
  { id: 'plans-use-indexes', in: ['task 3', 'checked 3'], says: 'through an index', check: K + 'table_scan', evidence: 'the request, how many of its statements read a whole table of the shop and which tables, the first one\'s SQL and its query plan\'s line', halfFix: 'join-no-index' },
  {
    id: 'own-tables-small',
    in: 'checked 3',
    says: 'a table of your own of at most 100 rows',
    check: K + 'scan_other',
    evidence: 'the request, how many of its statements read a whole table of the server\'s own and which, the first one\'s SQL and its query plan\'s line',
    halfFix: 'own-table-101-rows',
    bounds: [{ value: '100', past: ['own-table-101-rows'] }]
  },
  { id: 'prepared-once', in: ['task 4', 'checked 4'], says: 'prepared once', check: K + 'prepared_per_request', evidence: 'the request asked a second time, how many statements it prepared and the first one\'s SQL', halfFix: 'prepare-per-request' }
]
