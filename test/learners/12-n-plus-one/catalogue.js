'use strict'
// 12-n-plus-one: other ways learners really solve it, and the half-fixes they really stop at
// (exercises/README.md, "The catalogue of learner submissions").
const reason = (key) => `exercises.n-plus-one.checks.${key}`

module.exports = [
  { name: 'in-batch-json-each', verdict: 'PASS', quick: false, why: 'the orders, then the items of all of them with WHERE order_id IN (SELECT value FROM json_each(?)), grouped in a Map: 3 statements' },
  { name: 'in-placeholders-map', verdict: 'PASS', quick: false, why: 'IN (?, ?, …) with one placeholder per order, the statements kept in a Map by their number of placeholders and prepared on first use' },
  { name: 'dataloader', verdict: 'PASS', quick: false, why: 'DataLoader as its README shows it: a loader per request, one batch query for every order\'s items' },
  { name: 'json-group-array', verdict: 'PASS', quick: false, why: 'SQLite builds the whole answer with json_object and json_group_array (ORDER BY inside the aggregates): 1 statement, sent as it is' },
  { name: 'worker-thread', verdict: 'PASS', quick: false, why: 'the database in a worker thread (its own copy, its statements prepared there once), one JOIN per request' },
  { name: 'tag-store-join', verdict: 'PASS', quick: false, minNode: 24, why: 'db.createTagStore() (Node 24 and later) for the server, both indexes, one JOIN as a tagged template: each SQL text prepared once by the store' },
  { name: 'query-per-table', verdict: 'PASS', quick: false, why: 'a query per table, as eager loading does it: the customer, the orders, their items, their products (ids as JSON arrays): 4 statements, the most a request may run' },
  { name: 'query-per-table-and-count', verdict: 'FAIL', reason: reason('too_many_statements'), quick: true, why: 'a query per table and a count of the orders for an X-Total-Count header: 5 statements, one past the bound' },
  { name: 'own-table-101-rows', verdict: 'FAIL', reason: reason('scan_other'), quick: true, why: 'a table of its own, 101 delivery zones looked up by city without an index: SCAN of a table one row larger than one that may be read whole' },
  { name: 'index-only', verdict: 'FAIL', reason: reason('too_many_statements'), quick: true, why: 'the two indexes added, still one statement per order (N+1)' },
  { name: 'chunks-of-ten', verdict: 'FAIL', reason: reason('too_many_statements'), quick: false, why: 'the items ten orders at a time: 8 statements for 60 orders' },
  { name: 'all-in-memory', verdict: 'FAIL', reason: reason('no_statements'), quick: false, why: 'every table read into Maps at start-up: no query per request, the database never asked again' },
  { name: 'orders-cached', verdict: 'FAIL', reason: reason('orders_not_read'), quick: true, why: 'both indexes and one JOIN, the orders kept in a Map by customer: after the first request only the customer is read, and new orders never show' },
  { name: 'join-no-index', verdict: 'FAIL', reason: reason('table_scan'), quick: true, why: 'one JOIN, no index: SQLite reads all of order_items for every request' },
  { name: 'index-on-items-only', verdict: 'FAIL', reason: reason('table_scan'), quick: false, why: 'one JOIN with an index on order_items.order_id only: SCAN orders' },
  { name: 'prepare-per-request', verdict: 'FAIL', reason: reason('prepared_per_request'), quick: true, why: 'one JOIN with both indexes, but db.prepare() inside the route' },
  { name: 'tag-store-per-request', verdict: 'FAIL', reason: reason('prepared_per_request'), quick: true, minNode: 24, why: 'both indexes and one JOIN through db.createTagStore(), the store made in the route: a new store prepares its SQL for every request' },
  { name: 'dataloader-prepare-per-batch', verdict: 'FAIL', reason: reason('prepared_per_request'), quick: false, why: 'DataLoader whose batch function writes IN (?, ?, …) and prepares it for every batch' },
  { name: 'join-unordered', verdict: 'FAIL', reason: reason('orders_differ'), quick: true, why: 'one JOIN with both indexes and no ORDER BY: the orders come oldest first' },
  { name: 'join-skips-empty', verdict: 'FAIL', reason: reason('orders_status'), quick: false, why: 'one JOIN from the customer: a customer with no order gets 404 instead of an empty list' },
  { name: 'number-id', verdict: 'FAIL', reason: reason('unknown_status'), quick: false, why: 'the id read with Number(): /api/customers/1e3/orders answers customer 1000 instead of 404' },
  { name: 'index-for-the-sort', verdict: 'FAIL', reason: reason('table_scan'), quick: true, why: 'an index on orders (placed_at, id, customer_id) for the sort: customer_id is not its first column, so WHERE customer_id = ? scans orders' }
]
