'use strict'
const test = require('node:test')
const assert = require('node:assert')
const { runCli, messagePiece } = require('./helpers')
const { nodeVersion, cores, clinic, backgroundLoad, loadGenerator, PREFLIGHT_REQUESTS } = require('../lib/preflight')
const { createTranslator } = require('../lib/i18n')

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

test('preflight: an end-of-life Node blocks, one core and a busy machine only warn', () => {
  assert.deepStrictEqual([nodeVersion('20.20.2').status, nodeVersion('20.20.2').key], ['fail', 'node_end_of_life'])
  assert.strictEqual(nodeVersion('18.19.0').status, 'fail')
  for (const version of ['22.22.0', '24.21.0', '26.10.0']) assert.strictEqual(nodeVersion(version).status, 'ok', version)
  assert.deepStrictEqual([nodeVersion('22.12.0').status, nodeVersion('22.12.0').key], ['fail', 'node_outdated'], 'no module.registerHooks yet')
  assert.deepStrictEqual([nodeVersion('25.1.0').status, nodeVersion('25.1.0').key], ['warn', 'node_untested'])
  assert.deepStrictEqual([cores(1).status, cores(1).key], ['warn', 'one_core'])
  assert.strictEqual(cores(8).status, 'ok')
  assert.deepStrictEqual([backgroundLoad(3, 2).status, backgroundLoad(3, 2).key], ['warn', 'busy'])
  assert.strictEqual(backgroundLoad(0.2, 2).status, 'ok')
  assert.deepStrictEqual([clinic(false).status, clinic(false).key], ['warn', 'no_clinic'], 'profile still works without Clinic')
})

test('the Node.js releases the tests run on are one per supported line (scripts/node-binaries.js ↔ engines)', () => {
  const { VERSIONS, FULL } = require('../scripts/node-binaries')
  const { SUPPORTED } = require('../lib/preflight')
  assert.deepStrictEqual(Object.keys(VERSIONS).map(Number), SUPPORTED.map((line) => line.major))
  for (const [major, version] of Object.entries(VERSIONS)) {
    assert.strictEqual(nodeVersion(version).status, 'ok', `${major}: ${version}`)
  }
  assert.ok(Object.values(VERSIONS).includes(FULL))
})

// The load check counts answers, not a duration, and says how many came back: a server that
// answers every tenth request 500 leaves a tenth unanswered, in every language.
test('preflight: autocannon must get every one of its requests answered 200, and says how many were', async () => {
  let seen = 0
  const result = await loadGenerator((req, res) => { res.statusCode = ++seen % 10 === 0 ? 500 : 200; res.end('ok') })
  assert.deepStrictEqual([result.status, result.key], ['fail', 'autocannon_failed'])
  assert.deepStrictEqual([result.params.answered, result.params.count], [PREFLIGHT_REQUESTS * 0.9, PREFLIGHT_REQUESTS])
  for (const lang of ['en', 'zh-cn', 'ko']) {
    const text = createTranslator(lang)(`preflight.${result.key}`, result.params)
    assert.ok(text.includes(String(PREFLIGHT_REQUESTS * 0.9)) && !/{{/.test(text), `${lang}: ${text}`)
  }
})
