'use strict'
// 06-cluster: verdicts, and a cluster that lacks each required part FAILs for that reason.
const test = require('node:test')
const assert = require('node:assert')
const { verdictTests, assertFixtureFails } = require('./verdicts')
const { threshold } = require('../../exercises/06-cluster/expected')

// The starter is one process: every answer comes from the same pid.
verdictTests({ id: 'cluster', reason: 'exercises.cluster.checks.one_process', langs: ['en'] })

test('the speed threshold follows the cores: 1 + 0.5 per extra core, capped at 1.6', () => {
  assert.deepStrictEqual([1, 2, 3, 8].map(threshold), [1, 1.5, 1.6, 1.6])
})

const FLAWS = [
  { file: 'no-restart.js', key: 'restart_none' },
  { file: 'no-grace.js', key: 'sigterm_dropped' },
  { file: 'deaf.js', key: 'sigterm_left' }
]

for (const { file, key } of FLAWS) {
  test(`06-cluster: a cluster that fails "${key}" FAILs with that message`, async (t) => {
    await assertFixtureFails(t, { id: 'cluster', file, reason: `exercises.cluster.checks.${key}` })
  })
}
