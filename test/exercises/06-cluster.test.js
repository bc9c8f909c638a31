'use strict'
// 06-cluster: verdicts, and a cluster that lacks each required part FAILs for that reason.
const test = require('node:test')
const assert = require('node:assert')
const path = require('node:path')
const { verdictTests } = require('./verdicts')
const { runCli, freshHome, selectExercise, assertNothingLeft, messagePiece, ROOT } = require('../helpers')
const { findExercise } = require('../../lib/exercises')
const spec = require('../../exercises/06-cluster/spec')

// The starter is one process: every answer comes from the same pid.
verdictTests({ id: 'cluster', reason: 'exercises.cluster.checks.one_process', langs: ['en'] })

test('the speed threshold follows the cores: 1 + 0.5 per extra core, capped at 1.6', () => {
  assert.deepStrictEqual([1, 2, 3, 8].map(spec.threshold), [1, 1.5, 1.6, 1.6])
})

const exercise = findExercise('cluster')
const FLAWS = [
  { fixture: 'no-restart.js', key: 'restart_none' },
  { fixture: 'no-grace.js', key: 'sigterm_dropped' },
  { fixture: 'deaf.js', key: 'sigterm_left' }
]

for (const { fixture, key } of FLAWS) {
  test(`06-cluster: a cluster that fails "${key}" FAILs with that message`, async (t) => {
    const home = freshHome()
    await selectExercise(home, exercise.number)
    const result = await runCli(['verify', path.join(ROOT, 'test', 'fixtures', '06-cluster', fixture)], { home, timeoutMs: 60000 })
    assert.strictEqual(result.code, 1, result.output)
    assert.ok(result.output.includes(messagePiece('en', `exercises.cluster.checks.${key}`)), result.output)
    await assertNothingLeft(t, result)
  })
}
