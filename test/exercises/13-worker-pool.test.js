'use strict'
// 13-worker-pool: verdicts, and half a fix is named by what the threads did.
const test = require('node:test')
const assert = require('node:assert')
const { profileStarterCopy, profileLeftNothing, starterLine, summaryEntries, assertHintNames } = require('../helpers')
const { verdictTests } = require('./verdicts')
const { checks, MAX_NEW_THREADS } = require('../../exercises/13-worker-pool/checks')

// The starter computes every track's statistics on the main thread.
verdictTests({ id: 'worker-pool', reason: 'exercises.worker-pool.checks.work_on_main', langs: ['ko'] })

// The machine that runs the tests has 2 cores; a learner's laptop may have 8 or 16, where a pool
// that grows on demand starts a thread for each of the first 8 requests at once, and Piscina's
// defaults (minThreads half the cores, idleTimeout 0) start 4 of them again in the next round.
test('13-worker-pool: the reuse check leaves room for a pool that grows on 8 cores, not for a thread per request', async () => {
  const reusesThreads = checks[1]
  const verdictFor = (created) => reusesThreads.run({ firstTraffic: { created }, offTheLoop: { ok: true } })
  assert.strictEqual(MAX_NEW_THREADS, 12)
  assert.strictEqual((await verdictFor(8 + 4)).ok, true)
  const perRequest = await verdictFor(16)
  assert.strictEqual(perRequest.ok, false)
  assert.strictEqual(perRequest.key, 'threads_per_request')
})

// `profile` on a learner's copy of the starter names the learner's hot spot first by total time:
// the route's call of trackStats, on the main thread, or trackStats itself. V8 can inline either
// into its caller, which then holds its time: trackStats into the route (Node 22 here, 1 run in
// 8: the route 73.1 % by self time, trackStats not named), or the route into the router (CI,
// Node 22: trackStats 90.8 % first, no line of server.js above it).
test('profile on the starter of 13-worker-pool: the route\'s call of trackStats, or trackStats, first by total time', async (t) => {
  const profiled = await profileStarterCopy(t, 'worker-pool')
  const { result, exercise } = profiled
  assert.strictEqual(result.code, 0, result.output)
  const call = starterLine(exercise, 'server.js', 'trackStats(id)')
  assert.match(summaryEntries(result.stdout, 'by total time')[0], new RegExp(`\\sserver\\.js:${call}$|\\strackStats\\s+stats\\.js:\\d+$`), `the first by total time is the route's call of trackStats, or trackStats:\n${result.stdout}`)
  // What the first hint says the profile shows: the time under trackStats. Not where recordedTrack
  // ranks: V8 may inline it into trackStats (CI, Node 26: 1.5 % by self time, sixth, behind two of
  // Node's own functions), and the hint says so.
  assertHintNames('13-worker-pool', ['trackStats'])
  await profileLeftNothing(t, profiled)
})

// `run` makes every check: until trackStats runs on worker threads, the checks that count threads
// or hold them (reuse, queue, sizing, SIGTERM) repeat the first check's finding, not a ✓ of
// nothing or counts of threads that do not exist.
test('13-worker-pool: the thread, queue, sizing and SIGTERM checks stand on the first check\'s finding while the work is on the main thread', async () => {
  const onMain = { ok: false, key: 'work_on_main', params: { count: 16, onMain: 16, atOnce: 8 } }
  for (const check of [checks[1], checks[3], checks[4], checks[5]]) {
    assert.deepStrictEqual(await check.run({ offTheLoop: onMain }), onMain)
  }
})
