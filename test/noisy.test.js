'use strict'
// A busy machine may make the speed check unsure, never wrong: with a CPU hog on one core, a
// correct server PASSes or is "inconclusive", a correct but slow one FAILs or is "inconclusive".
const test = require('node:test')
const assert = require('node:assert')
const path = require('node:path')
const { runCli, freshHome, selectExercise, assertNothingLeft, messagePiece, ROOT } = require('./helpers')
const { startCpuHog } = require('./cpu-hog')

const HOG_SECONDS = 40 // bounded: it stops by itself even if a test dies

const CASES = [
  { name: 'the reference solution', file: path.join(ROOT, 'solutions', '02-node-env', 'server.js'), allowed: { 0: 'PASS', 2: 'inconclusive' } },
  { name: 'a correct server with the view cache off', file: path.join(__dirname, 'fixtures', '02-node-env', 'view-cache-off.js'), allowed: { 1: 'FAIL', 2: 'inconclusive' } }
]

for (const item of CASES) {
  test(`with a CPU hog on one core, ${item.name} gets ${Object.values(item.allowed).join(' or ')}`, async (t) => {
    const home = freshHome()
    await selectExercise(home, 2)
    const hog = startCpuHog({ seconds: HOG_SECONDS, pinned: true })
    let result
    try {
      result = await runCli(['verify', item.file], { home, timeoutMs: 120000 })
    } finally {
      hog.stop()
    }
    assert.ok(result.code in item.allowed, `exit ${result.code}:\n${result.output}`)
    if (result.code === 2) assert.ok(result.output.includes(messagePiece('en', 'verdict.inconclusive')))
    await assertNothingLeft(t, result)
  })
}
