'use strict'
// 12-n-plus-one's preload (spec.preload), loaded into the learner's server and each of its worker
// threads by verify and run. It counts, in every thread, what the server asks of node:sqlite:
//   statements  statements run (StatementSync all, get, run, iterate; DatabaseSync exec; a tag
//               store's queries), BEGIN, COMMIT, ROLLBACK, SAVEPOINT and RELEASE left out;
//   prepared    DatabaseSync prepare calls, and a tag store's first query of each SQL text (the
//               store prepares it then, and keeps the statement for its later queries);
//   scan_<table>, scan_other  statements that read a table of the shop (or another table of
//               more than query-plan.js's TINY_ROWS rows) from start to end: query-plan.js asks
//               SQLite for the statement's program on the learner's own connection, once per
//               statement per window (a check's `begin` opens a new window);
//   read_orders statements that read the orders table at all (looked at as above): the orders
//               come from the database, not from a copy the server keeps;
//   unexplained statements whose plan SQLite would not give.
// The counts are shared counters (lib/kit/counter.js): a worker thread adds to the same cells, so
// a check's `end` reads every thread's count at once. Only the main thread serves the socket
// (NPW_STATEMENTS_SOCKET).
//
// node:sqlite is wrapped when the learner's code loads it (require, import, getBuiltinModule),
// never before: on Node 22 loading it prints an ExperimentalWarning, which a server that never
// uses SQLite must not get from the workshop. An error of the learner's SQL leaves through the
// wrappers with the learner's own line at the top of its stack, not ours.
const { isMainThread } = require('node:worker_threads')
const { serveCounter, shareCounters, sharedCounters } = require('../../lib/kit/counter')
const { watchForSqlite, around, watchTagStores, tagStoreStatements } = require('../../lib/kit/sqlite-hooks')
const { tablesOf, planLines } = require('./query-plan')

const oneLine = (sql) => sql.replace(/\s+/g, ' ').trim()

const SHOP_TABLES = ['customers', 'orders', 'order_items', 'products']
const FIELDS = ['window', 'statements', 'prepared', 'unexplained', 'read_orders', 'scanning', 'scanning_other', ...SHOP_TABLES.map((table) => `scan_${table}`), 'scan_other']
// The evidence a FAIL shows: the first statement that read a whole table of the shop (its SQL,
// the tables and its query plan's line that says so), the same for a table of the learner's own,
// and the SQL of the first statement prepared.
const NOTES = ['scan_sql', 'scan_tables', 'scan_plan', 'other_sql', 'other_tables', 'other_plan', 'prepared_sql']
// Statements that read no table: a transaction's edges.
const TRANSACTION = /^\s*(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b/i

const socketPath = process.env.NPW_STATEMENTS_SOCKET
const counters = isMainThread
  ? (socketPath ? shareCounters('statements', FIELDS, { notes: NOTES }) : null)
  : sharedCounters('statements')

if (counters) {
  watchForSqlite(wrapSqlite)
  if (isMainThread) {
    serveCounter(socketPath, {
      begin: () => {
        counters.reset({ keep: ['window'] })
        counters.add('window')
        return { ok: true }
      },
      end: () => counters.read()
    })
  }
}

function wrapSqlite ({ DatabaseSync, StatementSync }) {
  // The originals, for our own statements on the learner's connection: neither counted nor
  // looked at.
  const prepare = DatabaseSync.prototype.prepare
  const all = StatementSync.prototype.all
  const queryOn = (db) => (sql, ...params) => all.apply(prepare.call(db, sql), params)

  const databaseOf = new WeakMap() // statement or tag store → its connection
  const seenIn = new WeakMap() // statement, tag store or connection → Map(sql → window looked at)

  // A statement run on `db` (null: a script, counted and not looked at), from `source`: counted,
  // and its plan looked at once per window.
  function ran (db, sql, source) {
    if (typeof sql === 'string' && TRANSACTION.test(sql)) return
    counters.add('statements')
    if (db == null || typeof sql !== 'string') return
    const window = counters.read().window
    const seen = seenIn.get(source) ?? new Map()
    seenIn.set(source, seen)
    if (seen.get(sql) === window) return
    seen.set(sql, window)
    try {
      const query = queryOn(db)
      const { read, whole } = tablesOf(query, sql)
      for (const table of whole) counters.add(SHOP_TABLES.includes(table) ? `scan_${table}` : 'scan_other')
      const shop = whole.filter((table) => SHOP_TABLES.includes(table))
      const own = whole.filter((table) => !SHOP_TABLES.includes(table))
      if (shop.length) noteScan(query, sql, shop, 'scanning', 'scan')
      if (own.length) noteScan(query, sql, own, 'scanning_other', 'other')
      if (read.includes('orders')) counters.add('read_orders')
    } catch {
      counters.add('unexplained')
    }
  }

  // A statement that reads `tables` whole: counted once, and the first noted with the line of its
  // plan that says so (a SCAN, or an AUTOMATIC index), as EXPLAIN QUERY PLAN prints it.
  function noteScan (query, sql, tables, field, prefix) {
    counters.add(field)
    if (!counters.note(`${prefix}_sql`, oneLine(sql))) return
    counters.note(`${prefix}_tables`, tables.join(', '))
    const lines = planLines(query, sql)
    const scans = lines.filter((line) => /^SCAN\b|AUTOMATIC/.test(line))
    counters.note(`${prefix}_plan`, scans.find((line) => tables.some((table) => line.includes(table))) ?? scans[0] ?? lines.join('; '))
  }

  around(DatabaseSync.prototype, 'prepare', {
    before: (db, [sql]) => {
      counters.add('prepared')
      if (typeof sql === 'string') counters.note('prepared_sql', oneLine(sql))
    },
    after: (db, statement) => databaseOf.set(statement, db)
  })
  around(DatabaseSync.prototype, 'exec', { before: (db, [sql]) => ran(null, sql, db) })
  for (const name of ['all', 'get', 'run', 'iterate']) {
    around(StatementSync.prototype, name, { before: (statement) => ran(databaseOf.get(statement), statement.sourceSQL, statement) })
  }

  // A tag store (Node 24 and later: db.createTagStore()) prepares and caches its statements
  // itself; each query it runs is a statement, its SQL the template's strings joined by '?'.
  const statementOf = tagStoreStatements()
  watchTagStores(DatabaseSync, {
    created: (db, store) => databaseOf.set(store, db),
    wrapMethods: (prototype) => {
      for (const name of ['all', 'get', 'run', 'iterate']) {
        around(prototype, name, {
          before: (tags, [strings]) => {
            const { sql, first } = statementOf(tags, strings)
            if (first && sql !== null) {
              counters.add('prepared')
              counters.note('prepared_sql', oneLine(sql))
            }
            ran(databaseOf.get(tags), sql, tags)
          }
        })
      }
    }
  })
}
