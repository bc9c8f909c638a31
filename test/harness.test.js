'use strict'
// The harness: a server under a launcher (what `profile` needs), an address 127.0.0.1 cannot
// reach told apart from one it can, and a port taken by another program from one's own.
const test = require('node:test')
const assert = require('node:assert')
const os = require('node:os')
const net = require('node:net')
const path = require('node:path')
const { startServer, startOnPort, lostPortRace, lastLines } = require('../lib/harness')
const { alive } = require('../lib/harness/process-tree')
const { freePort } = require('../lib/harness/ports')
const { ROOT } = require('./helpers')

const fixtures = path.join(ROOT, 'test', 'fixtures', 'launcher')

test('harness: a server started under a launcher is ready, reachable and stopped with its launcher', async () => {
  const server = await startServer({
    file: path.join(fixtures, 'server.js'),
    wrap: (launch) => ({ command: launch.command, args: [path.join(fixtures, 'launcher.js'), ...launch.args], cwd: launch.cwd })
  })
  const answer = await (await fetch(server.url)).json()
  assert.strictEqual(answer.launchedBy, 'launcher')
  const pids = server.pids()
  assert.ok(pids.includes(answer.pid) && pids.includes(server.pid) && answer.pid !== server.pid)
  assert.deepStrictEqual(await server.stop(), [])
  assert.deepStrictEqual(alive(pids), [])
})

test('harness: a server on ::1 only is told it listens on the wrong address', async (t) => {
  const hasIpv6 = Object.values(os.networkInterfaces()).flat().some((i) => i.address === '::1')
  if (!hasIpv6) return t.skip('no IPv6 loopback on this machine')
  await assert.rejects(startServer({ file: path.join(fixtures, 'ipv6-only.js') }),
    (error) => error.key === 'harness.wrong_address' && error.params.address === '::1')
})

test('harness: a port another program took after it was chosen is not the learner\'s server listening', async (t) => {
  const other = net.createServer((socket) => socket.destroy())
  await new Promise((resolve) => other.listen(0, '127.0.0.1', resolve))
  t.after(() => other.close())
  const file = path.join(ROOT, 'test', 'fixtures', 'bad-servers', 'never-listens.js')
  const outcome = await startOnPort(other.address().port, { file, readyTimeoutMs: 1500 })
    .then(async (server) => { await server.stop(); return 'ready' }, (error) => error.key)
  assert.strictEqual(outcome, 'harness.never_listened')
})

test('harness: a server that exits because another program took its port lost a race, to run again on another', async (t) => {
  const other = net.createServer((socket) => socket.destroy())
  await new Promise((resolve) => other.listen(0, '127.0.0.1', resolve))
  t.after(() => other.close())
  // Express 5 hands the listen error to app.listen's callback: a server that ignores it exits 0.
  assert.strictEqual(await lostPortRace({ key: 'harness.exited' }, other.address().port), true)
  assert.strictEqual(await lostPortRace({ key: 'harness.exited' }, await freePort()), false, 'nobody there: the server really exited')
  assert.strictEqual(await lostPortRace({ key: 'harness.wrong_port' }, other.address().port), false)
})

// V8 stopping the program on a failed check of its own is Node's bug, and said to be: not the
// learner's crash. Running out of memory is theirs, whatever V8 frames its report shows.
test('harness: a program that V8 itself stopped (SIGTRAP, V8\'s native stack) is a crash of Node.js, one out of memory the program\'s', async () => {
  const file = path.join(ROOT, 'test', 'fixtures', 'bad-servers', 'engine-failure.js')
  const engine = await startServer({ file }).then(() => null, (error) => error)
  assert.strictEqual(engine && engine.key, 'harness.crashed_node', engine && engine.message)
  assert.deepStrictEqual([engine.params.code, engine.params.node], ['SIGTRAP', process.version])
  assert.match(engine.details, /^\s*# Fatal error in .*\n.*# Check failed: /, 'V8\'s report from its start, for a report to Node.js')
  assert.match(engine.details, /\bV8_Fatal\b/, 'and the top of its native stack')
  const oom = await startServer({ file, env: { NPW_END: 'oom' } }).then(() => null, (error) => error)
  assert.strictEqual(oom && oom.key, 'harness.crashed', oom && oom.message)
  assert.strictEqual(oom.params.code, 'SIGABRT')
})

// A crash names the learner's code first: a require the workshop's loader hook rethrew (Node's
// report then starts at the loader's line, and its frames fill the stack) shows the learner's line.
test('harness: a crash for a missing package names the learner\'s file and line first, not the workshop\'s loader', async () => {
  const file = path.join(ROOT, 'test', 'fixtures', 'bad-servers', 'missing-package.js')
  const error = await startServer({ file }).then(() => null, (error) => error)
  assert.ok(error, 'the server does not start')
  assert.strictEqual(error.key, 'harness.crashed', error.message)
  const lines = error.details.split('\n').map((line) => line.trim())
  assert.strictEqual(lines[0], `${file}:2`, error.details)
  assert.match(lines[1], /require\('left-pad-nowhere'\)/)
  assert.match(lines[2], /^\^$/)
  assert.ok(!error.details.includes('lib/inject'), error.details)
  assert.ok(lines.some((line) => line === "Error: Cannot find module 'left-pad-nowhere'"), error.details)
})

test('harness: a crash\'s excerpt starts at the report, leaves Node\'s and the workshop\'s frames out, and keeps the learner\'s own throw', () => {
  const report = ['some output of the program', '/home/me/server.js:3', "throw new Error('boom')", '^', '', 'Error: boom',
    '    at Object.<anonymous> (/home/me/server.js:3:7)', '    at Module._compile (node:internal/modules/cjs/loader:1554:14)', '', 'Node.js v26.10.0'].join('\n')
  assert.deepStrictEqual(lastLines(report).split('\n').map((line) => line.trim()),
    ['/home/me/server.js:3', "throw new Error('boom')", '^', '', 'Error: boom', 'at Object.<anonymous> (/home/me/server.js:3:7)'])
  assert.strictEqual(lastLines('just a line\nand another'), '  just a line\n  and another', 'no report: the last lines')
})
