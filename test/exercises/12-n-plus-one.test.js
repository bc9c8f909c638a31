'use strict'
// 12-n-plus-one: the verdicts through the real CLI (the half-fixes the checks must catch are the
// catalogue's entries, test/learners/12-n-plus-one/, run by test/learners.test.js); the data the
// checks rely on; the preload in a program of ours (main thread, worker thread, tag store, the
// learner's SQL errors, no warning of the workshop's on Node 22); the plan reader, against
// EXPLAIN QUERY PLAN's own words; `profile` on the starter, which names the per-order loop.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { once } = require('node:events')
const { verdictTests } = require('./verdicts')
const { ROOT, profileStarterCopy, profileLeftNothing, starterLine, summaryEntries } = require('../helpers')
const { injection, injectedFailure } = require('../../lib/inject')
const { askCounter, counterSocketPath } = require('../../lib/kit/counter')
const { VERSIONS, cacheDir } = require('../../scripts/node-binaries')
const { shopRows, loadShop } = require('../../scripts/shop-data')
const { COUNTED, COMPARED, ordersAnswer } = require('../../exercises/12-n-plus-one/expected')
const { tablesOf, planLines } = require('../../exercises/12-n-plus-one/query-plan')
const tablesReadWhole = (query, sql) => tablesOf(query, sql).whole
const tablesRead = (query, sql) => tablesOf(query, sql).read

const EXERCISE = path.join(ROOT, 'exercises', '12-n-plus-one')
const PRELOAD = path.join(EXERCISE, 'preload.js')
const PROGRAM = path.join(ROOT, 'test', 'fixtures', '12-n-plus-one', 'statements.js')

// The starter runs one statement per order: the first deterministic check.
verdictTests({ id: 'n-plus-one', reason: 'exercises.n-plus-one.checks.too_many_statements', langs: ['ko'] })

test('12-n-plus-one: the customers the checks count and compare have the orders their comments say', () => {
  const perCustomer = new Map()
  for (const [, customerId] of shopRows().orders) perCustomer.set(customerId, (perCustomer.get(customerId) ?? 0) + 1)
  for (const { id, orders } of COUNTED) assert.strictEqual(perCustomer.get(id) ?? 0, orders, `customer ${id}`)
  assert.deepStrictEqual(COMPARED.map((id) => perCustomer.get(id) ?? 0), [0, 1, 12, 59, 60])
  assert.strictEqual(Math.max(...perCustomer.values()), 60)
  assert.deepStrictEqual(ordersAnswer(18).orders, [])
  assert.strictEqual(ordersAnswer(2001), null)
})

// The statements program under the preload, as verify injects it, on `node` (this one by
// default). Resolves { send(step), ask(command), exit, stderr() }.
async function startProgram (t, { node = process.execPath } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-statements-'))
  const socket = counterSocketPath(dir, 'statements')
  const { nodeArgs, env } = injection([PRELOAD])
  const child = spawn(node, [...nodeArgs, PROGRAM], { env: { ...process.env, ...env, NPW_STATEMENTS_SOCKET: socket }, stdio: ['pipe', 'pipe', 'pipe'] })
  t.after(() => {
    child.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  })
  let stdout = ''
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk) => { stderr += chunk })
  const lines = []
  const waiting = []
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    stdout += chunk
    const parts = stdout.split('\n')
    stdout = parts.pop()
    for (const line of parts) (waiting.length ? waiting.shift() : (line) => lines.push(line))(line)
  })
  const nextLine = () => lines.length ? Promise.resolve(lines.shift()) : new Promise((resolve) => waiting.push(resolve))
  const exited = once(child, 'exit')
  assert.strictEqual(await Promise.race([nextLine(), exited.then(() => `exited: ${stderr}`)]), 'ready')
  return {
    async send (step) {
      child.stdin.write(step + '\n')
      return nextLine()
    },
    ask: (command) => askCounter(socket, command, { timeoutMs: 10000 }),
    exited,
    stderr: () => stderr
  }
}

const ZERO = { statements: 0, prepared: 0, unexplained: 0, read_orders: 0, scanning: 0, scanning_other: 0, scan_customers: 0, scan_orders: 0, scan_order_items: 0, scan_products: 0, scan_other: 0 }
// The counts of a reading (its notes, the evidence a FAIL shows, are strings or null).
const counts = ({ window, ...rest }) => Object.fromEntries(Object.entries(rest).filter(([, value]) => typeof value === 'number'))

test('12-n-plus-one\'s preload counts statements, prepares and whole-table reads, in the main thread and in a worker thread', async (t) => {
  const program = await startProgram(t)
  assert.deepStrictEqual(await program.ask('begin'), { ok: true })
  assert.strictEqual(await program.send('main'), 'done main')
  const first = await program.ask('end')
  assert.deepStrictEqual(counts(first), { ...ZERO, statements: 3, prepared: 1, read_orders: 1, scanning: 1, scan_order_items: 1 })
  // the evidence: the scanning statement's SQL, its tables and its plan's line, the SQL prepared
  assert.match(first.scan_sql, /order_items/)
  assert.strictEqual(first.scan_tables, 'order_items')
  assert.match(first.scan_plan, /^SCAN/)
  assert.strictEqual(typeof first.prepared_sql, 'string')
  assert.strictEqual(first.other_sql, null)
  // a worker thread's statements, counted in the same cells, and noted there
  await program.ask('begin')
  assert.strictEqual(await program.send('worker'), 'done worker')
  const worker = await program.ask('end')
  assert.deepStrictEqual(counts(worker), { ...ZERO, statements: 3, prepared: 2, scanning_other: 1, scan_other: 1 })
  assert.strictEqual(worker.scan_sql, null)
  assert.match(worker.other_plan, /SCAN/)
  // a new window looks at each plan again
  await program.ask('begin')
  await program.send('main')
  const again = await program.ask('end')
  assert.deepStrictEqual(counts(again), { ...ZERO, statements: 3, prepared: 1, read_orders: 1, scanning: 1, scan_order_items: 1 })
  assert.strictEqual(again.window, 3)
})

test('12-n-plus-one\'s preload counts the queries of every tag store, and a store\'s first query of an SQL text as prepared (Node 24 and later)', { skip: Number(process.versions.node.split('.')[0]) < 24 && 'no createTagStore before Node 24' }, async (t) => {
  const program = await startProgram(t)
  await program.ask('begin')
  assert.strictEqual(await program.send('tags'), 'done tags')
  assert.deepStrictEqual(counts(await program.ask('end')), { ...ZERO, statements: 3, prepared: 2, read_orders: 2, scanning: 1, scan_orders: 1 })
})

test('12-n-plus-one\'s preload: an error of the learner\'s SQL is the learner\'s, with their line on top', async (t) => {
  const program = await startProgram(t)
  program.send('broken')
  await program.exited
  const stderr = program.stderr()
  const firstFrame = stderr.split('\n').find((line) => /^\s+at /.test(line))
  assert.match(firstFrame, /statements\.js:\d+/, stderr)
  assert.strictEqual(injectedFailure(stderr, [PRELOAD]), null, 'not reported as the workshop\'s failure')
})

// Node 22 prints an ExperimentalWarning when node:sqlite is first loaded: the preload must not
// load it for a program that does not (the bad-input catalogue's servers, say).
const NODE_22 = path.join(cacheDir(), `node-v${VERSIONS[22]}-${process.platform}-${process.arch}`, 'package', 'bin', 'node')
test('12-n-plus-one\'s preload loads node:sqlite only when the program does: no warning of ours on Node 22', { skip: !fs.existsSync(NODE_22) && `Node ${VERSIONS[22]} is not in the cache (npm run test:matrix fetches it)` }, async () => {
  const { nodeArgs, env } = injection([PRELOAD])
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-statements-'))
  try {
    const child = spawn(NODE_22, [...nodeArgs, '-e', 'require("node:http"); console.log("no sqlite here")'], {
      env: { ...process.env, ...env, NPW_STATEMENTS_SOCKET: counterSocketPath(dir, 'statements') }
    })
    let output = ''
    child.stdout.on('data', (chunk) => { output += chunk })
    child.stderr.on('data', (chunk) => { output += chunk })
    const [code] = await once(child, 'exit')
    assert.strictEqual(code, 0, output)
    assert.strictEqual(output, 'no sqlite here\n')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

// The plan reader names a table read whole when, and only when, EXPLAIN QUERY PLAN says SCAN of it
// (no alias here, so that its words name the table) or an AUTOMATIC index on it; a SEARCH, or a
// SCAN of a small table or of what is not a table, names none.
test('12-n-plus-one\'s plan reader agrees with EXPLAIN QUERY PLAN on the shop', () => {
  const { DatabaseSync } = require('node:sqlite')
  const db = loadShop(new DatabaseSync(':memory:'))
  db.exec('CREATE TABLE tiny (a); INSERT INTO tiny VALUES (1), (2)')
  const query = (sql, ...params) => db.prepare(sql).all(...params)
  const cases = [
    ['SELECT id FROM orders WHERE customer_id = ?', ['orders']],
    ['SELECT * FROM order_items JOIN products ON products.id = order_items.product_id WHERE order_items.order_id = ?', ['order_items']],
    ['SELECT * FROM customers WHERE id = ?', []],
    ['SELECT count(*) FROM products', ['products']],
    ['SELECT max(id) FROM orders', []],
    ['SELECT * FROM tiny', []],
    ['SELECT * FROM orders WHERE id IN (SELECT value FROM json_each(?))', []],
    ['SELECT * FROM orders JOIN order_items ON order_items.order_id = orders.id WHERE orders.id = ?', ['order_items']],
    ['WITH mine AS MATERIALIZED (SELECT * FROM orders WHERE id < 10) SELECT * FROM mine JOIN order_items ON order_items.order_id = mine.id', ['order_items']]
  ]
  const check = (label) => {
    for (const [sql] of cases) {
      const plan = planLines(query, sql)
      const scanned = ['customers', 'orders', 'order_items', 'products'].filter((table) =>
        plan.some((line) => line === `SCAN ${table}` || line.startsWith(`SCAN ${table} `) || (line.startsWith(`SEARCH ${table} `) && line.includes('AUTOMATIC'))))
      assert.deepStrictEqual(tablesReadWhole(query, sql).sort(), scanned.sort(), `${label}: ${sql}\n${plan.join('\n')}`)
    }
  }
  for (const [sql, tables] of cases) assert.deepStrictEqual(tablesReadWhole(query, sql).sort(), tables.sort(), sql)
  check('no index')
  db.exec('CREATE INDEX orders_by_customer ON orders (customer_id); CREATE INDEX items_by_order ON order_items (order_id); CREATE INDEX orders_by_time ON orders (placed_at)')
  for (const sql of ['SELECT * FROM orders ORDER BY placed_at DESC LIMIT 5', 'SELECT * FROM orders WHERE placed_at < ?', 'SELECT * FROM orders WHERE id < ?']) cases.push([sql])
  check('indexes')
  assert.deepStrictEqual(tablesReadWhole(query, cases[0][0]), [])
  assert.deepStrictEqual(tablesReadWhole(query, 'SELECT * FROM orders ORDER BY placed_at DESC LIMIT 5'), ['orders'], 'a SCAN through an index is all of the table')
  // The tables a statement reads at all: through an index that covers the query too, and a
  // json_each is none.
  assert.deepStrictEqual(tablesRead(query, cases[0][0]), ['orders'], 'a covering index reads its table')
  assert.deepStrictEqual(tablesRead(query, 'SELECT o.id, i.quantity FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.customer_id = ?').sort(), ['order_items', 'orders'])
  assert.deepStrictEqual(tablesRead(query, 'SELECT * FROM customers WHERE id = ?'), ['customers'])
  assert.deepStrictEqual(tablesRead(query, 'SELECT value FROM json_each(?)'), [])
})

// `profile` on a learner's copy of the starter names the learner's hot line: the function the
// route runs for each order, whose SQLite calls (native code, no frame of their own) are its own
// time, or the route that runs it: V8 can inline the one into the other, which then holds its time
// (as in 13's and 14's profile tests). --no-clinic: the summary comes from node --cpu-prof alone,
// in a few seconds.
test('profile on the starter of 12-n-plus-one: the per-order function, or its route, at the top by self time', async (t) => {
  const profiled = await profileStarterCopy(t, 'n-plus-one')
  const { result, exercise } = profiled
  assert.strictEqual(result.code, 0, result.output)
  const perOrder = starterLine(exercise, 'server.js', 'ordersOfCustomer.all(customer.id).map((order) =>')
  const route = starterLine(exercise, 'server.js', "app.get('/api/customers/:id/orders'")
  assert.match(summaryEntries(result.stdout, 'by self time')[0], new RegExp(`\\sserver\\.js:(${perOrder}|${route})$`), `the first function by self time is the per-order one, or its route:\n${result.stdout}`)
  await profileLeftNothing(t, profiled)
})

// `run` makes every check: a server that ran no statement (every table read into memory at
// start-up) gets no ✓ for plans or statements it never ran.
test('12-n-plus-one: with no statement run, the plan and prepare-once checks say so, not a ✓', async () => {
  const { checks } = require('../../exercises/12-n-plus-one/checks')
  const { oncePerVerification } = require('../../lib/kit')
  const ctx = { t: (key) => key }
  const request = { path: '/api/customers/25/orders', statements: 0, ordersRead: 0, prepared: 0, scan: null, otherScan: null, unexplained: 0 }
  oncePerVerification(ctx, 'traffic', async () => ({ requests: [request] }))
  for (const check of checks) {
    const result = await check.run(ctx)
    assert.deepStrictEqual([result.ok, result.key], [false, 'no_statements'])
  }
})
