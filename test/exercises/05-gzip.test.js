'use strict'
// 05-gzip: the verdicts, the checks that matter (Accept-Encoding respected, Vary, a server that
// cheats under load, the middleware alone is too slow) through the real CLI, and the baseline
// being the starter plus compression() and nothing else.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { verdictTests, verifyWith, assertSays } = require('./verdicts')
const { findExercise } = require('../../lib/exercises')
const { messagePiece, runCli, freshHome, selectExercise, assertNothingLeft, ROOT } = require('../helpers')

// The starter sends everything uncompressed.
verdictTests({ id: 'gzip', reason: 'exercises.gzip.checks.not_compressed', langs: ['en'] })

const exercise = findExercise('gzip')
const fixture = (name) => path.join(ROOT, 'test', 'fixtures', '05-gzip', name)

// verify fails, and says why (message `key`).
async function failsSaying (t, file, lang, key) {
  const result = await verifyWith(t, { id: 'gzip', file, lang })
  assert.strictEqual(result.code, 1, result.output)
  assert.match(result.stdout, /FAIL/)
  assertSays(result, lang, key)
  return result
}

test('05-gzip: gzip for a client that did not ask for it fails', async (t) => {
  await failsSaying(t, fixture('gzip-always.js'), 'ko', 'exercises.gzip.checks.must_not_compress_no_header')
})

test('05-gzip: a missing Vary header fails', async (t) => {
  await failsSaying(t, fixture('no-vary.js'), 'en', 'exercises.gzip.checks.vary_missing')
})

test('05-gzip: a server that serves wrong gzip only under load fails on the sampled checks', async (t) => {
  const result = await failsSaying(t, fixture('cheats-under-load.js'), 'en', 'verdict.fail_errors')
  assert.match(result.stdout, /[1-9]\d* wrong bodies/)
})

test('05-gzip: the compression() middleware alone passes the bytes check, and FAILs for compressing the guide per request', async (t) => {
  const result = await failsSaying(t, path.join(exercise.exerciseDir, 'compression-only', 'server.js'), 'en', 'exercises.gzip.checks.compressed_per_request')
  assert.ok(result.stdout.includes(messagePiece('en', 'exercises.gzip.checks.bytes_ok')), 'the bytes check passed')
  assert.match(result.stdout, /compressed 15 times \(gzip ×5, br ×10,/, 'each request of the check that accepts an encoding, compressed')
})

test('05-gzip: the baseline is the starter plus compression(), nothing else', () => {
  const read = (...parts) => fs.readFileSync(path.join(exercise.exerciseDir, ...parts), 'utf8')
  const code = (text) => text.split('\n').filter((line) => !line.startsWith('//'))
  const starter = code(read('starter', 'server.js'))
  const variant = code(read('compression-only', 'server.js'))
  const added = variant.filter((line) => !starter.includes(line))
  assert.deepStrictEqual(added, [
    "const compression = require('compression')",
    "const guide = fs.readFileSync(path.join(__dirname, '..', 'starter', 'data', 'trails.json'))",
    'app.use(compression())'
  ])
  assert.deepStrictEqual(starter.filter((line) => !variant.includes(line)),
    ["const guide = fs.readFileSync(path.join(__dirname, 'data', 'trails.json'))"])
})

// `run` on the starter, made once for the two tests that read it (three pairs of rounds of load:
// the same command twice said nothing more).
let starterRun = null
function runOnStarter () {
  starterRun = starterRun || (async () => {
    const home = freshHome()
    await selectExercise(home, exercise.number)
    return runCli(['run', path.join(exercise.starterDir, 'server.js')], { home })
  })()
  return starterRun
}

test('05-gzip: `run` on the starter shows the trade-off: req/s, p99 and bytes per response', async (t) => {
  const result = await runOnStarter()
  await assertNothingLeft(t, result)
  assert.strictEqual(result.code, 0, result.output)
  for (const key of ['speed.chart_judged_rps', 'speed.chart_shown_p99', 'speed.chart_bytes']) assertSays(result, 'en', key)
  assert.match(result.stdout, /yours +\S+ +9\d\.\d KB/, 'the uncompressed starter sends about 97 KB per response')
  assert.match(result.stdout, /compression\(\) app +\S+ +1\d\.\d KB/, 'the middleware about 14 KB')
  // Its uncompressed answers would be wrong ones in a verify; run measures all its pairs anyway.
  assert.match(result.stdout, /over 3 pairs/)
})

// run grades nothing, but shows every check verify would make: on the starter the bytes check is
// not met, and the speed ratio is never presented as enough while it is not.
test('05-gzip: run on the starter says which checks are not met, the bytes among them', async (t) => {
  const result = await runOnStarter()
  assert.strictEqual(result.code, 0, result.output)
  assert.ok(result.stdout.includes(messagePiece('en', 'exercises.gzip.checks.bytes_too_many')), result.output)
  assert.ok(result.stdout.includes(messagePiece('en', 'run.checks_unmet')), result.output)
  assert.ok(result.stdout.includes(messagePiece('en', 'run.after_speed_unmet')), result.output)
  await assertNothingLeft(t, result)
})
