'use strict'
// The harness: a server under a launcher (what `profile` needs), an address 127.0.0.1 cannot
// reach told apart from one it can, and a port taken by another program from one's own.
const test = require('node:test')
const assert = require('node:assert')
const os = require('node:os')
const net = require('node:net')
const path = require('node:path')
const { startServer, startOnPort, lostPortRace } = require('../lib/harness')
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
