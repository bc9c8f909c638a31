'use strict'
// 13-worker-pool: verdicts, and half a fix is named by what the threads did.
const test = require('node:test')
const assert = require('node:assert')
const { profileStarterCopy, profileLeftNothing, starterLine, summaryEntries, assertHintNames, messagePiece } = require('../helpers')
const { verdictTests, verifyWith } = require('./verdicts')
const { catalogueOf, prepareEntry, namesReason } = require('../learners')
const { findExercise } = require('../../lib/exercises')
const { checks, MAX_NEW_THREADS } = require('../../exercises/13-worker-pool/checks')

// The starter computes every track's statistics on the main thread.
verdictTests({ id: 'worker-pool', reason: 'exercises.worker-pool.checks.work_on_main', langs: ['ko'] })

// maxQueue: 'auto' (4 on 2 cores) refuses requests that must be let wait. Which check sees it first
// depends on when the requests reach the server, not on the workshop: 8 sent at a time get 503s
// when they arrive together, and when they arrive as threads free up, the 17 sent at once while
// the threads are held do (npm run flakes, Node 24 and 26: 1 run in 20 each). Both checks are of
// the same sentence, "Up to 16 waiting requests must not be refused", and each shows its counts.
test('13-worker-pool: a queue bounded by Piscina\'s maxQueue: \'auto\' (4 on 2 cores) FAILs for refusing waiting requests, with the counts that show it', async (t) => {
  const entry = catalogueOf(findExercise('worker-pool')).find((e) => e.name === 'piscina-queue-auto')
  const { file, cleanup } = prepareEntry(entry)
  t.after(cleanup)
  const result = await verifyWith(t, { id: 'worker-pool', file })
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(namesReason(entry, result.stdout), `"${messagePiece('en', entry.reason)}" or "${messagePiece('en', entry.orReason)}" in:\n${result.output}`)
  // The evidence: how many of how many got 503, and how the requests were sent.
  if (result.stdout.includes(messagePiece('en', entry.reason))) assert.match(result.output, /503\s+to\s+[1-9]\d*\s+of\s+(16|8)\s+requests\s+sent\s+8\s+at\s+a\s+time/)
  else assert.match(result.output, /Of\s+17\s+requests\s+sent\s+at\s+once\s.*computing\s+[12]\s+\(one\s+each\)\s+and\s+only\s+\d+\s+waited\s.*to\s+the\s+other\s+[1-9]\d*\./s)
})

// The machine that runs the tests has 2 cores; a learner's laptop may have 8 or 16, where a pool
// that grows on demand starts a thread for each of the first 8 requests at once, and Piscina's
// defaults (minThreads half the cores, idleTimeout 0) start 4 of them again in the next round.
test('13-worker-pool: the reuse check leaves room for a pool that grows on 8 cores, not for a thread per request', async () => {
  const reusesThreads = checks[1]
  const verdictFor = (created) => reusesThreads.run({ firstTraffic: { created } })
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
