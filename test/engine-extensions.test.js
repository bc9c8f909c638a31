'use strict'
// The engine's extension points used by exercises 06-08: speed.excuse (stop early, and say why a
// machine could not show the effect), the foreign CPU load, and the probe helpers of the checks.
const test = require('node:test')
const assert = require('node:assert')
const http = require('node:http')
const { compareServers } = require('../lib/speed/compare')
const { watchForeignLoad } = require('../lib/speed/cpu-load')
const { startCpuHog } = require('./cpu-hog')
const { probe, steadyLoad } = require('../lib/kit/probe')
const { loadRound, loadGenerator } = require('../lib/speed/load')

// A speed spec whose rounds are made up: yours takes the req/s of `mine` in turn, the baseline 100.
function fakeSpeed (mine, excuse) {
  let round = 0
  const counters = { p99: 1, failures: 0, non2xx: 0, errors: 0, timeouts: 0, mismatches: 0, bytesPerResponse: 0 }
  return {
    threshold: 1.5,
    round: async (server) => ({ ...counters, rps: server === 'yours' ? mine[round++ % mine.length] : 100 }),
    excuse
  }
}

test('speed.excuse: a measurement the exercise excuses stops after the first pairs, as inconclusive', async () => {
  const seen = []
  const excuse = (result) => { seen.push(result.pairs.length); return { key: 'busy' } }
  // ×1.4 and ×1.6 in turn straddle ×1.5, which would take 6 pairs without the excuse.
  const result = await compareServers({ yours: 'yours', baseline: 'baseline', speed: fakeSpeed([140, 160], excuse) })
  assert.strictEqual(result.verdict, 'inconclusive')
  assert.strictEqual(result.pairs.length, 3)
  assert.deepStrictEqual(seen, [3])
  assert.deepStrictEqual(result.excuse, { key: 'busy' })
})

test('speed.excuse: a clear FAIL on a machine the exercise excuses is inconclusive too, errors never are', async () => {
  const busy = () => ({ key: 'busy' })
  const slow = await compareServers({ yours: 'yours', baseline: 'baseline', speed: fakeSpeed([100], busy) })
  assert.deepStrictEqual([slow.verdict, slow.pairs.length, slow.excuse], ['inconclusive', 3, { key: 'busy' }])
  const failing = fakeSpeed([100], busy)
  const round = failing.round
  let yoursRounds = 0
  // Failures in the third pair, the one the excuse is first asked about: errors win.
  failing.round = async (server) => {
    const failures = server === 'yours' && ++yoursRounds === 4 ? 1 : 0 // the warm-up is round 1
    return { ...(await round(server)), failures }
  }
  const errors = await compareServers({ yours: 'yours', baseline: 'baseline', speed: failing })
  assert.deepStrictEqual([errors.verdict, errors.pairs.length, errors.excuse], ['errors', 3, null])
})

test('a learner\'s server that dies during a round gives no pair: its crash is told instead, not 0 req/s', async () => {
  const yours = { exit: null }
  const speed = fakeSpeed([200])
  const round = speed.round
  let yoursRounds = 0
  speed.round = async (server) => {
    if (server === yours && ++yoursRounds === 3) yours.exit = { code: 1, signal: null } // pair 2
    return round(server === yours ? 'yours' : server)
  }
  const events = []
  const result = await compareServers({ yours, baseline: 'baseline', speed, onEvent: (event) => events.push(event.type) })
  assert.strictEqual(result.pairs.length, 1, 'the pair before the crash, not the one it spoiled')
  assert.strictEqual(events.filter((type) => type === 'pair').length, 1)
})

test('speed.excuse: never consulted for a clear pass, and no early stop when it finds nothing to excuse', async () => {
  let asked = 0
  const pass = await compareServers({ yours: 'yours', baseline: 'baseline', speed: fakeSpeed([200], () => { asked++; return { key: 'busy' } }) })
  assert.strictEqual(pass.verdict, 'pass')
  assert.strictEqual(asked, 0)
  const fail = await compareServers({ yours: 'yours', baseline: 'baseline', speed: fakeSpeed([100], () => null) })
  assert.strictEqual(fail.verdict, 'fail')
  assert.strictEqual(fail.excuse, null)
})

test('foreign CPU load: a busy loop outside our processes counts, our own work does not', { skip: process.platform !== 'linux' }, async () => {
  const idleWatch = watchForeignLoad(() => [])
  const own = Date.now() + 300
  while (Date.now() < own) { /* our own CPU: not foreign */ }
  const quiet = idleWatch.stop()
  const hog = startCpuHog({ seconds: 3 })
  try {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const busyWatch = watchForeignLoad(() => [])
    await new Promise((resolve) => setTimeout(resolve, 600))
    const busy = busyWatch.stop()
    // The hog keeps one core busy; other programs on a shared machine may add to both numbers.
    assert.ok(busy.foreignCores >= 0.6, `a busy loop elsewhere: ${busy.foreignCores.toFixed(2)} cores`)
    assert.ok(quiet.foreignCores <= busy.foreignCores, `quiet ${quiet.foreignCores.toFixed(2)}, busy ${busy.foreignCores.toFixed(2)}`)
    const ownWatch = watchForeignLoad(() => [hog.pid])
    await new Promise((resolve) => setTimeout(resolve, 600))
    const owned = ownWatch.stop()
    assert.ok(owned.foreignCores < busy.foreignCores, 'the same loop counts as ours when its pid is ours')
  } finally {
    hog.stop()
  }
})

test('probe and steadyLoad: answers, failures as values, a bounded stop', async () => {
  let served = 0
  const server = http.createServer((req, res) => {
    served++
    if (req.url === '/hang') return // never answers
    res.end('ok')
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const base = `http://127.0.0.1:${server.address().port}`
  try {
    const ok = await probe(base + '/')
    assert.deepStrictEqual([ok.ok, ok.status, ok.body], [true, 200, 'ok'])
    const hung = await probe(base + '/hang', { timeoutMs: 200 })
    assert.deepStrictEqual([hung.ok, hung.error], [false, 'timeout'])
    const refused = await probe('http://127.0.0.1:1/')
    assert.strictEqual(refused.ok, false)
    const answers = []
    const load = steadyLoad(base + '/hang', { concurrency: 2, timeoutMs: 5000, settleMs: 100, onAnswer: (a) => answers.push(a) })
    const started = Date.now()
    await load.stop()
    assert.ok(Date.now() - started < 1000, 'stop() does not wait for hung requests')
    assert.deepStrictEqual(answers.map((a) => a.error), ['unfinished', 'unfinished'])
    assert.ok(served >= 4)
    // ease(gapMs): each lane waits that long between its requests, and stop() does not wait for it.
    let answered = 0
    const eased = steadyLoad(base + '/', { concurrency: 2, onAnswer: () => answered++ })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const unpaced = answered
    eased.ease(1000)
    await new Promise((resolve) => setTimeout(resolve, 100)) // the requests under way end
    const from = answered
    await new Promise((resolve) => setTimeout(resolve, 500))
    const stopAt = Date.now()
    await eased.stop()
    assert.ok(Date.now() - stopAt < 500, 'stop() does not wait out a gap')
    assert.ok(unpaced > 8, `${unpaced} answers in 0.3 s unpaced`)
    assert.ok(answered - from <= 2, `${answered - from} answers in 0.5 s with 2 lanes 1 s apart`)
    // A round of a fraction of a second really is that short (autocannon alone rounds up to 1 s).
    // Loading autocannon, which verify does beside the functional checks, is not the round's time.
    loadGenerator()
    const before = Date.now()
    const round = await loadRound(base, { request: { path: '/' }, connections: 2, seconds: 0.3 })
    assert.ok(Date.now() - before < 800, `a 0.3 s round took ${Date.now() - before} ms`)
    assert.ok(round.responses > 0 && round.failures === 0)
  } finally {
    server.closeAllConnections()
    server.close()
  }
})
