'use strict'
// lib/kit/counter.js: the socket between a preload and its check, and the shared counters that
// let a preload count in every thread of the learner's server (main thread, worker threads of
// every kind, nested ones), exactly and at once.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const net = require('node:net')
const os = require('node:os')
const path = require('node:path')
const { counterSocketPath, serveCounter, askCounter, shareCounters, sharedCounters } = require('../lib/kit/counter')
const { startServer } = require('../lib/harness')
const { ROOT } = require('./helpers')

const fixture = (name) => path.join(ROOT, 'test', 'fixtures', 'threads', name)

function tmpDir (t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-counter-'))
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

test('a counter answers each command with its handler, and null for nobody', async (t) => {
  const socketPath = counterSocketPath(tmpDir(t), 'demo')
  let count = 0
  serveCounter(socketPath, { add: () => ({ count: ++count }), read: () => ({ count }) })
  assert.deepStrictEqual(await askCounter(socketPath, 'add'), { count: 1 })
  assert.deepStrictEqual(await askCounter(socketPath, 'read'), { count: 1 })
  assert.deepStrictEqual(await askCounter(socketPath, 'other'), { error: 'unknown command' })
  assert.strictEqual(await askCounter(counterSocketPath(tmpDir(t), 'nobody'), 'read'), null)
})

test('askCounter gives up after its time limit: a long one for a command that works, a short one by default', async (t) => {
  const socketPath = counterSocketPath(tmpDir(t), 'slow')
  const server = net.createServer((socket) => socket.once('data', () => setTimeout(() => socket.end('{"done":true}\n'), 400)))
  await new Promise((resolve) => server.listen(socketPath, resolve))
  t.after(() => server.close())
  let started = Date.now()
  assert.strictEqual(await askCounter(socketPath, 'measure', { timeoutMs: 100 }), null)
  assert.ok(Date.now() - started < 350, `gave up after ${Date.now() - started} ms`)
  started = Date.now()
  assert.deepStrictEqual(await askCounter(socketPath, 'measure', { timeoutMs: 2000 }), { done: true })
  assert.deepStrictEqual(await askCounter(socketPath, 'measure'), { done: true }, 'the default (3 s) waits for 400 ms')
})

test('shared counters: named fields, added to, raised to a peak, read and reset; none shared gives null', () => {
  const counters = shareCounters('unit', ['prepared', 'run'])
  counters.add('prepared')
  counters.add('run', 3)
  assert.deepStrictEqual(counters.read(), { prepared: 1, run: 3 })
  assert.deepStrictEqual(sharedCounters('unit').read(), { prepared: 1, run: 3 }, 'the same memory, looked up by name')
  counters.max('run', 2)
  assert.strictEqual(counters.read().run, 3, 'max never lowers a field')
  counters.max('run', 7)
  assert.strictEqual(counters.read().run, 7, 'max raises it')
  counters.reset({ keep: ['run'] })
  assert.deepStrictEqual(counters.read(), { prepared: 0, run: 7 }, 'reset keeps what it is told to')
  counters.reset()
  assert.deepStrictEqual(counters.read(), { prepared: 0, run: 0 })
  assert.throws(() => counters.add('runs'), /no counter "runs": one of prepared, run/)
  assert.strictEqual(sharedCounters('never-shared'), null)
})

test('notes: the first text noted since a reset is kept, whole or cut at a character, in every thread', async () => {
  const { Worker } = require('node:worker_threads')
  const counters = shareCounters('noted', ['scans'], { notes: ['sql', 'plan'] })
  assert.deepStrictEqual(counters.read(), { scans: 0, sql: null, plan: null })
  const code = `const { sharedCounters } = require(${JSON.stringify(path.join(ROOT, 'lib', 'kit', 'counter.js'))})
sharedCounters('noted').note('sql', 'SELECT * FROM order_items -- 中文')`
  await new Promise((resolve, reject) => new Worker(code, { eval: true }).once('exit', resolve).once('error', reject))
  assert.strictEqual(counters.note('sql', 'SELECT 2'), false, 'a thread noted one first')
  assert.strictEqual(counters.read().sql, 'SELECT * FROM order_items -- 中文')
  counters.note('plan', '中'.repeat(400)) // 1,200 bytes of UTF-8: cut at a whole character
  assert.strictEqual(counters.read().plan, '中'.repeat(341))
  counters.reset({ keep: ['plan'] })
  assert.deepStrictEqual(counters.read(), { scans: 0, sql: null, plan: '中'.repeat(341) })
  assert.throws(() => counters.note('line', 'x'), /no note "line": one of sql, plan/)
})

test('a gate: a worker thread waits while the field holds the value, until set() changes it or its time is up', async () => {
  const { Worker } = require('node:worker_threads')
  const counters = shareCounters('gate', ['held', 'passed'])
  counters.set('held', 1)
  const code = `const { sharedCounters } = require(${JSON.stringify(path.join(ROOT, 'lib', 'kit', 'counter.js'))})
const gate = sharedCounters('gate')
gate.waitWhile('held', 1, Number(require('node:worker_threads').workerData))
gate.add('passed')`
  const run = (ms) => new Promise((resolve, reject) => new Worker(code, { eval: true, workerData: ms }).once('exit', resolve).once('error', reject))
  const waiting = run(10000)
  await new Promise((resolve) => setTimeout(resolve, 300))
  assert.strictEqual(counters.read().passed, 0, 'held: the worker waits')
  const released = Date.now()
  counters.set('held', 0)
  await waiting
  assert.strictEqual(counters.read().passed, 1)
  assert.ok(Date.now() - released < 2000, 'set() wakes it')
  counters.set('held', 1)
  const started = Date.now()
  await run(200)
  assert.ok(counters.read().passed === 2 && Date.now() - started < 5000, 'its time limit lets it go')
  assert.throws(() => counters.waitWhile('held', 1, 10), /never the main thread/)
})

test('a preload counts in every worker thread of the learner\'s server, exactly, as soon as the work is done', async (t) => {
  const dir = tmpDir(t)
  const socketPath = counterSocketPath(dir, 'hashes')
  const server = await startServer({ file: fixture('server.js'), preloads: [fixture('preload.js')], env: { NPW_TEST_COUNTER_SOCKET: socketPath } })
  t.after(() => server.stop())
  // The server listens once every worker has exited: main 1, a worker file 2, an ES module
  // worker 4, an eval worker 8 and the worker nested in it 16, a worker with its own env 32.
  // A worker with its own execArgv (no --require of the workshop) runs no preload: its 64 are
  // not seen, as exercises/README.md says.
  assert.deepStrictEqual(await askCounter(socketPath, 'read'), { threads: 6, hashes: 1 + 2 + 4 + 8 + 16 + 32 })
})
