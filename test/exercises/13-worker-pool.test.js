'use strict'
// 13-worker-pool: verdicts, and half a fix is named by what the threads did.
const test = require('node:test')
const assert = require('node:assert')
const { verdictTests, assertFixtureFails } = require('./verdicts')

// The starter computes every track's statistics on the main thread.
verdictTests({ id: 'worker-pool', reason: 'exercises.worker-pool.checks.work_on_main', langs: ['ko'] })

test('13-worker-pool: a queue bounded by Piscina\'s maxQueue: \'auto\' (4 on 2 cores) FAILs for refusing 8 requests at once', async (t) => {
  const result = await assertFixtureFails(t, { id: 'worker-pool', file: 'queue-auto.js', reason: 'exercises.worker-pool.checks.refused_early' })
  assert.match(result.output, /of 24 requests sent 8 at a time/)
  assert.doesNotMatch(result.output, /main thread/)
})
