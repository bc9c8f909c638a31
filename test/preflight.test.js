'use strict'
const test = require('node:test')
const assert = require('node:assert')
const { runCli, messagePiece } = require('./helpers')
const { nodeVersion, cores, clinic, backgroundLoad } = require('../lib/preflight')

test('preflight prints its list on this machine and exits 0 when nothing blocks', async () => {
  for (const lang of ['en', 'zh-cn', 'ko']) {
    const result = await runCli(['preflight', '--lang', lang])
    assert.strictEqual(result.code, 0, result.output)
    for (const key of ['preflight.node', 'preflight.ports', 'preflight.autocannon', 'preflight.profiler', 'preflight.clinic']) {
      assert.ok(result.stdout.includes(messagePiece(lang, key)), `${lang}: ${key}\n${result.stdout}`)
    }
    assert.ok(result.stdout.includes(messagePiece(lang, 'preflight.ready')))
  }
})

test('preflight: an old Node blocks, one core and a busy machine only warn', () => {
  assert.strictEqual(nodeVersion('18.19.0').status, 'fail')
  assert.strictEqual(nodeVersion('20.0.0').status, 'ok')
  assert.deepStrictEqual([cores(1).status, cores(1).key], ['warn', 'one_core'])
  assert.strictEqual(cores(8).status, 'ok')
  assert.deepStrictEqual([backgroundLoad(3, 2).status, backgroundLoad(3, 2).key], ['warn', 'busy'])
  assert.strictEqual(backgroundLoad(0.2, 2).status, 'ok')
  assert.deepStrictEqual([clinic(false).status, clinic(false).key], ['warn', 'no_clinic'], 'profile still works without Clinic')
})
