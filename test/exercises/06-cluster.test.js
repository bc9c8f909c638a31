'use strict'
// 06-cluster: verdicts, and a cluster that lacks each required part FAILs for that reason.
const test = require('node:test')
const assert = require('node:assert')
const { verdictTests, assertFixtureFails } = require('./verdicts')
const { threshold } = require('../../exercises/06-cluster/expected')

// The starter is one process: every answer comes from the same pid.
verdictTests({ id: 'cluster', reason: 'exercises.cluster.checks.one_process', langs: ['en'] })

test('the speed threshold follows the cores: 1.35 on 2, 1.6 on 3 or more', () => {
  assert.deepStrictEqual([1, 2, 3, 8].map(threshold), [1, 1.35, 1.6, 1.6])
})

// A primary that ignores SIGTERM never ends by itself: the verdict says so, and the workshop ends
// it (assertFixtureFails: nothing left). The catalogue's quick entries (test/learners.test.js)
// FAIL the other parts: no-restart, node-docs-verbatim (no SIGTERM handler), exit-after-9-seconds.
test('06-cluster: a cluster whose primary ignores SIGTERM FAILs with "sigterm_left"', async (t) => {
  await assertFixtureFails(t, { id: 'cluster', file: 'deaf.js', reason: 'exercises.cluster.checks.sigterm_left' })
})

// The core count the second instance is told reaches every API real cluster code reads, the
// ES module named exports of node:os included.
test('06-cluster: the preload makes every core-count API answer NPW_CORES, also through import', () => {
  const { execFileSync } = require('node:child_process')
  const preload = require('node:path').join(__dirname, '..', '..', 'exercises', '06-cluster', 'preload.js')
  const code = "import { availableParallelism, cpus } from 'node:os'; import os from 'node:os'; " +
    'console.log([availableParallelism(), cpus().length, os.availableParallelism(), navigator.hardwareConcurrency].join(" "))'
  const out = execFileSync(process.execPath, ['--require', preload, '--input-type=module', '-e', code], {
    env: { ...process.env, NPW_CORES: '5' },
    encoding: 'utf8'
  })
  assert.strictEqual(out.trim(), '5 5 5 5')
})
