'use strict'
// The deterministic checks of 12-n-plus-one, counted inside the learner's server by preload.js
// (every thread: the counters are shared with worker threads). The check asks for the orders of
// customers with 1, 10 and 60 orders once each (what a first request prepares or caches is
// fine), then asks for each again, one request at a time, reading the counts of each request:
// 1. the statements it ran: at least one, one of them reading the orders table (the orders come
//    from the database, not from a copy the server keeps), and at most MAX_STATEMENTS, however
//    many orders the customer has;
// 2. none of them read a table of the shop whole (SQLite's own program for each: query-plan.js);
// 3. none was prepared for it: statements prepared once are reused.
// All three read one run of that traffic, made by the first. No timing: the same counts on any
// machine.
const { counterSocketPath, askCounter, rawRequest, unansweredCheck, oncePerVerification } = require('../../lib/kit')
const { TINY_ROWS } = require('./query-plan')
const { ordersPath, MAX_STATEMENTS, COUNTED, REQUEST_TIMEOUT_MS } = require('./expected')

// A statement's SQL as a message shows it: on one line, quoted, cut after SQL_SHOWN characters.
const SQL_SHOWN = 200
const quotedSql = (sql) => JSON.stringify(sql && sql.length > SQL_SHOWN ? sql.slice(0, SQL_SHOWN - 1) + '…' : sql || '?')

const socketPathIn = (dir) => counterSocketPath(dir, 'statements')

const get = (ctx, id) => rawRequest(ctx.server.url, { path: ordersPath(id), timeoutMs: REQUEST_TIMEOUT_MS })

// Each counted customer's request, counted: [{ id, orders, statements, ordersRead, prepared, scans,
// unexplained }], or { failure } when a request failed or nothing could be counted.
async function countRequests (ctx) {
  const socketPath = socketPathIn(ctx.tmpDir)
  for (const { id } of COUNTED) {
    const res = await get(ctx, id)
    if (res.status !== 200) return { failure: { ok: false, key: 'request_failed', params: { path: ordersPath(id), status: res.status } } }
  }
  const requests = []
  for (const { id, orders } of COUNTED) {
    if (!(await askCounter(socketPath, 'begin'))) return { failure: { ok: false, key: 'counter_missing' } }
    const res = await get(ctx, id)
    const counts = await askCounter(socketPath, 'end')
    if (!counts) return { failure: { ok: false, key: 'counter_missing' } }
    if (res.status !== 200) return { failure: { ok: false, key: 'request_failed', params: { path: ordersPath(id), status: res.status } } }
    // The statements that read a whole table (of the shop, of the learner's own), with the first
    // one's SQL, tables and plan line; the first statement prepared.
    const scan = counts.scanning > 0 ? { statements: counts.scanning, sql: counts.scan_sql, tables: counts.scan_tables, plan: counts.scan_plan } : null
    const otherScan = counts.scanning_other > 0 ? { statements: counts.scanning_other, sql: counts.other_sql, tables: counts.other_tables, plan: counts.other_plan } : null
    requests.push({ id, orders, path: ordersPath(id), statements: counts.statements, ordersRead: counts.read_orders, prepared: counts.prepared, preparedSql: counts.prepared_sql, scan, otherScan, unexplained: counts.unexplained })
  }
  return { requests }
}

// One run of the traffic per verification, whichever check asks first.
const counted = (ctx) => oncePerVerification(ctx, 'traffic', countRequests)

// A request that ran no statement the workshop could see: nothing to count, plan or reuse (an
// answer from memory, or statements in a thread without the counter), or null.
function noStatements (requests) {
  const silent = requests.find((request) => request.statements === 0)
  return silent ? { ok: false, key: 'no_statements', params: { path: silent.path } } : null
}

// The counted requests, or the finding that stands in each check's way: a request that failed, or
// one that ran no statement.
async function countedStatements (ctx) {
  const { failure, requests } = await counted(ctx)
  return { failure: failure || noStatements(requests), requests }
}

async function statementsPerRequest (ctx) {
  const { failure, requests } = await countedStatements(ctx)
  if (failure) return failure
  // A statement whose plan SQLite would not give is not looked at: plansUseIndexes says so.
  const stale = requests.find((request) => request.ordersRead === 0 && request.unexplained === 0)
  if (stale) return { ok: false, key: 'orders_not_read', params: { path: stale.path, statements: stale.statements } }
  // The request with the most statements (of two with as many, the customer with more orders).
  const most = requests.reduce((a, b) => (b.statements > a.statements || (b.statements === a.statements && b.orders > a.orders) ? b : a))
  const fewest = requests.reduce((a, b) => (b.orders < a.orders ? b : a))
  const params = { statements: most.statements, path: most.path, orders: most.orders, max: MAX_STATEMENTS, fewest: fewest.statements, fewestOrders: fewest.orders }
  return most.statements > MAX_STATEMENTS ? { ok: false, key: 'too_many_statements', params } : { ok: true, key: 'few_statements', params }
}

async function plansUseIndexes (ctx) {
  const { failure, requests } = await countedStatements(ctx)
  if (failure) return failure
  const scanning = requests.find((request) => request.scan || request.otherScan)
  if (scanning) {
    const { statements, sql, tables, plan } = scanning.scan || scanning.otherScan
    const params = { statements, total: scanning.statements, tables, sql: quotedSql(sql), plan: plan || '?', path: scanning.path, rows: TINY_ROWS }
    return scanning.scan ? { ok: false, key: 'table_scan', params } : { ok: false, key: 'scan_other', params }
  }
  const unexplained = requests.find((request) => request.unexplained > 0)
  if (unexplained) return { ok: false, key: 'plan_unread', params: { statements: unexplained.unexplained, path: unexplained.path } }
  return { ok: true, key: 'plans_search', params: { requests: requests.length } }
}

async function statementsReused (ctx) {
  const { failure, requests } = await countedStatements(ctx)
  if (failure) return failure
  const preparing = requests.find((request) => request.prepared > 0)
  if (preparing) return { ok: false, key: 'prepared_per_request', params: { prepared: preparing.prepared, path: preparing.path, sql: quotedSql(preparing.preparedSql) } }
  return { ok: true, key: 'statements_reused', params: { requests: requests.length } }
}

module.exports = {
  // Each check with the requirements it decides (exercises/NN-id/requirements.js, by id).
  checks: [
    { run: unansweredCheck(statementsPerRequest), decides: ['runs-a-statement', 'at-most-4-statements', 'reads-the-database'] },
    { run: unansweredCheck(plansUseIndexes), decides: ['plans-use-indexes', 'own-tables-small'] },
    { run: unansweredCheck(statementsReused), decides: ['prepared-once'] }
  ],
  socketPathIn
}
