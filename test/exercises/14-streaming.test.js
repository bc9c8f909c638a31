'use strict'
// 14-streaming: the verdicts through the real CLI (the half-fixes the checks must catch are the
// catalogue's entries, test/learners/14-streaming/, run by test/learners.test.js); the expected CSV
// against the starter's own; the preload in a program of ours (rows read and iterators left open,
// in the main thread and a worker thread, the rows read at a response's first body bytes, no
// warning of the workshop's on Node 22); `profile` on the starter, which names the export.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { once } = require('node:events')
const { verdictTests } = require('./verdicts')
const { ROOT, profileStarterCopy, profileLeftNothing, starterLine, summaryEntries, assertHintNames } = require('../helpers')
const { injection } = require('../../lib/inject')
const { askCounter, counterSocketPath } = require('../../lib/kit/counter')
const { VERSIONS, cacheDir } = require('../../scripts/node-binaries')
const { expectedCsv, bytesOfRows } = require('../../exercises/14-streaming/expected')

const EXERCISE = path.join(ROOT, 'exercises', '14-streaming')
const PRELOAD = path.join(EXERCISE, 'preload.js')
const PROGRAM = path.join(ROOT, 'test', 'fixtures', '14-streaming', 'rows.js')

// The starter sends its whole file before the first byte: the first deterministic check.
verdictTests({ id: 'streaming', reason: 'exercises.streaming.checks.first_byte_late', langs: ['en'] })

test('14-streaming: the expected CSV is the starter\'s, and bytesOfRows counts its rows\' bytes', () => {
  const { DatabaseSync } = require('node:sqlite')
  const { loadSales } = require(path.join(EXERCISE, 'starter', 'sales-data'))
  const source = fs.readFileSync(path.join(EXERCISE, 'starter', 'server.js'), 'utf8')
  // The starter's own csvField and csvLine, on the starter's own database.
  const csvLine = new Function(`${/function csvField[\s\S]*?\n}\n/.exec(source)[0]}${/function csvLine[\s\S]*?\n}\n/.exec(source)[0]}; return csvLine`)() // eslint-disable-line no-new-func
  const header = /const HEADER = '([^']*)\\n'/.exec(source)[1] + '\n'
  let csv = header
  for (const sale of loadSales(new DatabaseSync(':memory:')).prepare('SELECT * FROM sales ORDER BY id').iterate()) csv += csvLine(sale)
  const { body, rows } = expectedCsv()
  assert.strictEqual(rows, 100000)
  assert.ok(body.equals(Buffer.from(csv)), 'the same bytes as the starter builds')
  assert.strictEqual(bytesOfRows(0), Buffer.byteLength(header))
  assert.strictEqual(bytesOfRows(rows), body.length)
  assert.strictEqual(bytesOfRows(rows + 1), body.length + bytesOfRows(1), 'a second time through counts again')
  assert.ok(/"[^"\n]*, Jr\."/.test(csv) && /""Sunny""/.test(csv), 'the ledger has fields CSV must quote')
})

// Our program under the preload, as verify starts the learner's server: ask(command) asks the
// counter, send(command) makes the program read rows and resolves its 'done' line.
async function startProgram (t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-rows-'))
  const socketPath = counterSocketPath(dir, 'rows')
  const { nodeArgs, env } = injection([PRELOAD])
  const child = spawn(process.execPath, [...nodeArgs, PROGRAM], { env: { ...process.env, ...env, NPW_ROWS_SOCKET: socketPath }, stdio: ['pipe', 'pipe', 'pipe'] })
  t.after(() => {
    child.kill()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  let out = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk) => { out += chunk })
  child.stderr.resume()
  const send = async (command) => {
    const before = out.length
    child.stdin.write(command + '\n')
    while (!out.slice(before).includes(`done ${command}\n`)) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const ask = (command) => askCounter(socketPath, command)
  for (let i = 0; i < 100 && !(await ask('begin')); i++) await new Promise((resolve) => setTimeout(resolve, 50))
  return { send, ask }
}

test('14-streaming\'s preload counts rows read and iterators left open, in the main thread and a worker thread, and the rows read at a response\'s first body bytes', async (t) => {
  const program = await startProgram(t)
  const counts = async () => {
    const { rows, iterators, firstByteRows } = await program.ask('read')
    return { rows, iterators, firstByteRows }
  }
  await program.ask('begin')
  await program.send('iterate-all')
  assert.deepStrictEqual(await counts(), { rows: 10, iterators: 0, firstByteRows: null })
  await program.send('iterate-3')
  assert.deepStrictEqual(await counts(), { rows: 13, iterators: 1, firstByteRows: null })
  // begin keeps an iterator still open: it is still open
  await program.ask('begin')
  assert.deepStrictEqual(await counts(), { rows: 0, iterators: 1, firstByteRows: null })
  await program.send('return')
  await program.send('all-get')
  assert.deepStrictEqual(await counts(), { rows: 11, iterators: 0, firstByteRows: null })
  await program.send('worker')
  assert.deepStrictEqual(await counts(), { rows: 21, iterators: 0, firstByteRows: null })
  await program.send('respond')
  assert.deepStrictEqual(await counts(), { rows: 25, iterators: 0, firstByteRows: 25 })
  // its first write: 25 rows read beyond the none written; its write() never said false
  const { ahead, falseRows } = await program.ask('read')
  assert.deepStrictEqual({ ahead, falseRows }, { ahead: 25, falseRows: null })
})

test('14-streaming\'s preload counts a statement run again while an iterator of it is open', async (t) => {
  const program = await startProgram(t)
  await program.ask('begin')
  await program.send('restart')
  const { rows, iterators, restarts } = await program.ask('read')
  assert.deepStrictEqual({ rows, iterators, restarts }, { rows: 5, iterators: 0, restarts: 1 })
})

test('14-streaming\'s preload counts a tag store\'s rows and statements run again too (Node 24 and later)', { skip: Number(process.versions.node.split('.')[0]) < 24 && 'no createTagStore before Node 24' }, async (t) => {
  const program = await startProgram(t)
  await program.ask('begin')
  await program.send('tags')
  const { rows, iterators, restarts } = await program.ask('read')
  assert.deepStrictEqual({ rows, iterators, restarts }, { rows: 9, iterators: 0, restarts: 1 }, 'a second store is seen too')
})

// Node 22 prints an ExperimentalWarning when node:sqlite is first loaded: the preload must not
// load it for a program that does not.
const NODE_22 = path.join(cacheDir(), `node-v${VERSIONS[22]}-${process.platform}-${process.arch}`, 'package', 'bin', 'node')
test('14-streaming\'s preload loads node:sqlite only when the program does: no warning of ours on Node 22', { skip: !fs.existsSync(NODE_22) && `Node ${VERSIONS[22]} is not in the cache (npm run test:matrix fetches it)` }, async () => {
  const { nodeArgs, env } = injection([PRELOAD])
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-rows-'))
  try {
    const child = spawn(NODE_22, [...nodeArgs, '-e', 'require("node:http"); console.log("no sqlite here")'], {
      env: { ...process.env, ...env, NPW_ROWS_SOCKET: counterSocketPath(dir, 'rows') }
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

// `profile` on a learner's copy of the starter names the learner's hot line: the route's call of
// the export, which reads every row and builds the file (node:sqlite's all() is native code,
// counted under it). --no-clinic: the summary comes from node --cpu-prof alone, in a few seconds.
test('profile on the starter of 14-streaming: the route\'s call of the export, or the export, first by total time', async (t) => {
  const profiled = await profileStarterCopy(t, 'streaming', { timeoutMs: 120000 })
  const { result, exercise } = profiled
  assert.strictEqual(result.code, 0, result.output)
  // The export's cost is spread over exportCsv, the csvLine and csvField it calls per row and the
  // request handler that calls it, and V8's sampler splits it among them differently from run to
  // run: a function V8 inlines can lose its frame, its time then the caller's (on Node 22 here,
  // in 2 runs of 30: exportCsv 19.9 % by total time under the handler's 69.2 %, once not named at
  // all), and the handler itself can be inlined into its caller. The handler's line that calls the
  // export comes first by total time, or exportCsv itself; the learner's server.js first by self
  // time.
  const call = starterLine(exercise, 'server.js', 'return exportCsv(req, res)')
  assert.match(summaryEntries(result.stdout, 'by total time')[0], new RegExp(`\\sserver\\.js:${call}$|\\sexportCsv\\s+server\\.js:\\d+$`), `the first by total time is the route's call of the export, or the export:\n${result.stdout}`)
  assert.match(summaryEntries(result.stdout, 'by self time')[0], /\sserver\.js:\d+$/, `the first function by self time is in the learner's server.js:\n${result.stdout}`)
  assertHintNames('14-streaming', ['exportCsv']) // the first hint: the time goes to exportCsv (or the route's call of it)
  await profileLeftNothing(t, profiled)
})

// `run` makes every check: a server that read the whole table before it wrote (the starter: one
// res.end, so write() never said false) is no ✓ of backpressure with "0 MB after false".
test('14-streaming: the backpressure check FAILs a server that read every row before writing, whatever write() said', async () => {
  const { checks } = require('../../exercises/14-streaming/checks')
  const { oncePerVerification } = require('../../lib/kit')
  const backpressure = checks[1]
  const verdictOf = async (counts) => {
    const ctx = {}
    oncePerVerification(ctx, 'two-at-once', async () => ({ failure: { ok: false, key: 'unused' } }))
    oncePerVerification(ctx, 'download', async () => ({ total: 100000, taken: 65536, paused: { counts, settled: true } }))
    return backpressure.run(ctx)
  }
  const starter = await verdictOf({ rows: 100000, ahead: 100000, firstByteRows: 100000, falseRows: null })
  assert.deepStrictEqual([starter.ok, starter.key, starter.params.ahead], [false, 'first_byte_late', 100000])
  const allThenWrite = await verdictOf({ rows: 100000, ahead: 100000, firstByteRows: 100000, falseRows: 100000 })
  assert.strictEqual(allThenWrite.key, 'first_byte_late')
  const streamed = await verdictOf({ rows: 2000, ahead: 1, firstByteRows: 0, falseRows: 1900 })
  assert.deepStrictEqual([streamed.ok, streamed.key], [true, 'backpressure'])
})
