'use strict'
// 11-memory-leak: the verdicts, and `profile --heap` on a learner's copy of the starter: the
// leaking structure and the learner's line in the terminal, two snapshots saved for DevTools,
// nothing left behind.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { verdictTests } = require('./verdicts')
const { runCli, freshHome, selectExercise, starterCopy, assertNothingLeft, assertNoNodeWarnings, messagePiece, ROOT } = require('../helpers')
const { wrapSolution } = require('../fixtures/catalogue')
const { findExercise } = require('../../lib/exercises')
const { listFiles } = require('../../lib/files')

const exercise = findExercise('memory-leak')

// The starter answers right; it fails on the heap's growth, before the hit rate is looked at.
verdictTests({ id: 'memory-leak', reason: 'exercises.memory-leak.checks.heap_grew', langs: ['en'] })

// The line of `text` in the starter's server.js, from 1.
function starterLine (text) {
  const lines = fs.readFileSync(path.join(exercise.starterDir, 'server.js'), 'utf8').split('\n')
  return lines.findIndex((line) => line.includes(text)) + 1
}

// A learner's folder: the starter copied as `starter` would (with `server` instead of its
// server.js when given), and an empty folder to run from. Resolves the CLI's result.
async function profileHeap (t, server) {
  const { top, folder, cwd } = starterCopy(t, exercise)
  if (server) fs.copyFileSync(server, path.join(folder, 'server.js'))
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const result = await runCli(['profile', '--heap', path.join(folder, 'server.js')], {
    home, cwd, env: { NODE_PERF_WORKSHOP_PROFILES: path.join(top, 'reports') }, timeoutMs: 90000
  })
  assert.strictEqual(result.code, 0, result.output)
  assert.deepStrictEqual(fs.readdirSync(cwd), [], 'nothing written to the current folder')
  assertNoNodeWarnings(result)
  await assertNothingLeft(t, result)
  return { result, folder, reports: path.join(top, 'reports') }
}

test('profile --heap on the starter: the cards grew, kept by cardCache, with the learner\'s lines; two snapshots saved', async (t) => {
  const { result, folder, reports } = await profileHeap(t)
  const out = result.stdout
  // (string) first: thousands of new cards, megabytes of them.
  assert.match(out, /^\s+\+[\d.]+ MB\s+\+\d{3,}\s+\(string\)/m, 'the strings grew most')
  const declared = starterLine('const cardCache = new Map()')
  const handler = starterLine("app.get('/products/:id'")
  assert.ok(out.includes(`\`cardCache\` (Map), declared at server.js:${declared}`), `the variable and its line:\n${out}`)
  assert.ok(out.includes(`server.js:${handler}`), 'the route handler that keeps it alive')
  assert.match(out, /← Map\.table/, 'the path goes through the Map\'s table')
  const saved = fs.readdirSync(reports).flatMap((dir) => fs.readdirSync(path.join(reports, dir)))
  assert.deepStrictEqual(saved.sort(), ['after.heapsnapshot', 'before.heapsnapshot'])
  assert.deepStrictEqual(listFiles(folder).sort(), listFiles(exercise.starterDir).sort(), 'the learner\'s folder is unchanged')
})

test('a listener added per request: profile --heap names the long-lived emitter, not the request\'s own variable', async (t) => {
  const fixture = path.join(ROOT, 'test', 'fixtures', exercise.folder, 'listener-leak.js')
  const lines = fs.readFileSync(fixture, 'utf8').split('\n')
  const declared = lines.findIndex((line) => line.includes('const priceUpdates = new EventEmitter()')) + 1
  const { result } = await profileHeap(t, fixture)
  assert.ok(result.stdout.includes(`\`priceUpdates\` (EventEmitter), declared at server.js:${declared}`), result.stdout)
  assert.match(result.stdout, /← EventEmitter\._events/)
})

test('profile --heap on the reference solution: the heap did not grow, and no retaining path is shown', async (t) => {
  const { messagePiece } = require('../helpers')
  const { result } = await profileHeap(t, path.join(ROOT, 'solutions', exercise.folder, 'server.js'))
  assert.ok(result.stdout.includes(messagePiece('en', 'profile.heap_nothing_grew')), result.stdout)
  assert.doesNotMatch(result.stdout, /←|\(compiled code\)|\(system\)/, 'no V8-internal group, no chain')
})

// A server that dies in the middle of the checks' traffic (it crashes after 300 requests, as a
// slow leak would) is told as a crash with its last lines, never as the workshop's own error.
test('a server that crashes during the traffic: the crash and its last lines, not the workshop\'s error', async (t) => {
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const result = await runCli(['verify', wrapSolution(t, 'crash-after-requests', exercise)], { home, timeoutMs: 60000 })
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(result.output.includes(messagePiece('en', 'harness.crashed')), result.output)
  assert.ok(result.output.includes('out of memory (simulated)'), result.output)
  assert.ok(!result.output.includes(messagePiece('en', 'cli.internal_error')), result.output)
  await assertNothingLeft(t, result)
})

// `run` makes every check, met or not: the starter's cache by the full URL keeps every card and
// never finds one, and each check it breaks says so. The card bound asks for each of its products
// with the same URL twice: were it seen through the key, a cache that never finds its cards would
// pass it (run once said ✓ at most 500 cards of the starter).
test('run on the starter: the heap, the card bound, the key and the hit rate each marked ✗, the starter\'s files ✓', async (t) => {
  const { top } = starterCopy(t, exercise)
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const result = await runCli(['run', `${exercise.folder}/server.js`], { home, cwd: top, timeoutMs: 90000 })
  assert.strictEqual(result.code, 0, result.output)
  const marked = (mark, key) => result.stdout.split('\n').some((line) =>
    line.trim().startsWith(mark) && line.includes(messagePiece('en', `exercises.memory-leak.checks.${key}`)))
  for (const key of ['heap_grew', 'cards_over_bound', 'key_per_visit', 'hit_rate_none']) assert.ok(marked('✗', key), `✗ ${key} in:\n${result.output}`)
  assert.ok(marked('✓', 'files_kept'), result.output)
  await assertNothingLeft(t, result)
})

// card.js and products.js are compared where they sit, beside server.js; a ✓ names only the files
// it compared (one required from another folder is left to the card count, not said to be kept).
test('the starter\'s files: those beside server.js compared, and only those named', async (t) => {
  const filesKept = require('../../exercises/11-memory-leak/checks').checks.find((check) => check.decides.includes('card-files-kept'))
  const { folder } = starterCopy(t, exercise)
  const ctx = { file: path.join(folder, 'server.js'), exercise }
  assert.deepStrictEqual(await filesKept.run(ctx), { ok: true, key: 'files_kept', params: { files: 'card.js, products.js' } })
  fs.rmSync(path.join(folder, 'products.js'))
  assert.deepStrictEqual(await filesKept.run(ctx), { ok: true, key: 'files_kept', params: { files: 'card.js' } })
  fs.appendFileSync(path.join(folder, 'card.js'), '\n// a comment is no change\n')
  assert.deepStrictEqual(await filesKept.run(ctx), { ok: true, key: 'files_kept', params: { files: 'card.js' } })
  fs.appendFileSync(path.join(folder, 'card.js'), '\nconst cards = new Map()\n')
  assert.deepStrictEqual(await filesKept.run(ctx), { ok: false, key: 'file_changed', params: { file: 'card.js' } })
  fs.rmSync(path.join(folder, 'card.js'))
  assert.deepStrictEqual(await filesKept.run(ctx), { ok: true, key: 'files_not_here', params: { files: 'card.js, products.js', submission: 'server.js' } })
})
