'use strict'
// 07-no-sync: verdicts, half a fix is named call by call, and the map the check replaces in the
// learner's folder is always put back, however verify ends.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { verdictTests, assertFixtureFails, verifyWith, assertSays } = require('./verdicts')
const { BIN, ROOT, freshHome, selectExercise, processesWithHome, alive } = require('../helpers')
const { findExercise } = require('../../lib/exercises')

const exercise = findExercise('no-sync')
const STARTER_MAP = fs.readFileSync(path.join(exercise.starterDir, 'data', 'alps-trails.geojson'))

// The starter calls crypto.pbkdf2Sync and fs.readFileSync for every download.
verdictTests({ id: 'no-sync', reason: 'exercises.no-sync.checks.sync_calls', langs: ['zh-cn'] })

test('07-no-sync: a server that still reads the map synchronously FAILs, naming fs.readFileSync only', async (t) => {
  const result = await assertFixtureFails(t, { id: 'no-sync', file: 'still-reads-sync.js', reason: 'exercises.no-sync.checks.sync_calls' })
  assert.match(result.output, /fs\.readFileSync ×15/)
  assert.doesNotMatch(result.output, /pbkdf2Sync|openSync/)
})

// Issue 22: the key check and the map read on a worker thread, the main thread only passing
// messages, was failed for opening the map "0 times" (a count of the main thread alone).
test('07-no-sync: the key check and the map read on a worker thread PASS', async (t) => {
  const dir = learnerFolder(t)
  fs.cpSync(path.join(ROOT, 'test', 'learners', exercise.folder, 'worker-thread'), dir, { recursive: true })
  const result = await verifyWith(t, { id: 'no-sync', file: path.join(dir, 'server.js') })
  assert.strictEqual(result.code, 0, result.output)
  assertSays(result, 'en', 'exercises.no-sync.checks.map_read')
  assertMapIsBack(dir)
})

// A folder made by `starter`, with `file` of test/fixtures/07-no-sync/ as its server.js.
function learnerFolder (t, file) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-07-'))
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  fs.cpSync(exercise.starterDir, dir, { recursive: true })
  if (file) fs.copyFileSync(path.join(ROOT, 'test', 'fixtures', '07-no-sync', file), path.join(dir, 'server.js'))
  return dir
}

// The map is the starter's again, and nothing of the workshop's is left in data/.
function assertMapIsBack (dir) {
  assert.ok(fs.readFileSync(path.join(dir, 'data', 'alps-trails.geojson')).equals(STARTER_MAP), 'the original map is back')
  assert.deepStrictEqual(fs.readdirSync(path.join(dir, 'data')).sort(), ['access.json', 'alps-trails.geojson'])
}

// verify on the folder's server.js, interrupted with `signal` once the server has read the
// replaced map (its download is left unanswered: the check is waiting for it).
async function interruptWhileReplaced (dir, signal) {
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const child = spawn(process.execPath, [BIN, 'verify', path.join(dir, 'server.js')], {
    env: { ...process.env, HOME: home, LANG: 'C.UTF-8', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout.on('data', (chunk) => { output += chunk })
  child.stderr.on('data', (chunk) => { output += chunk })
  const saw = path.join(dir, 'saw-update')
  const deadline = Date.now() + 60000
  while (!fs.existsSync(saw) && child.exitCode === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  assert.ok(fs.existsSync(saw), `the server read the replaced map:\n${output}`)
  fs.rmSync(saw)
  const replaced = fs.readFileSync(path.join(dir, 'data', 'alps-trails.geojson'))
  child.kill(signal)
  const code = await new Promise((resolve) => child.on('close', (exit) => resolve(exit)))
  return { code, output, home, replaced }
}

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  test(`07-no-sync: ${signal} while the map is replaced puts the original back`, async (t) => {
    const dir = learnerFolder(t, 'stalls-on-update.js')
    const result = await interruptWhileReplaced(dir, signal)
    assert.ok(!result.replaced.equals(STARTER_MAP), 'the map was replaced when the signal went out')
    assert.strictEqual(result.code, code, result.output)
    assert.match(result.output, /Interrupted/)
    assertMapIsBack(dir)
    assert.deepStrictEqual(processesWithHome(result.home), [])
  })
}

test('07-no-sync: after a verify killed outright (SIGKILL) while the map was replaced, the next verify puts it back', async (t) => {
  const dir = learnerFolder(t, 'stalls-on-update.js')
  const killed = await interruptWhileReplaced(dir, 'SIGKILL')
  // Nobody stopped its server: the test does, as the learner's next terminal would not.
  for (const pid of processesWithHome(killed.home)) if (alive(pid)) process.kill(pid, 'SIGKILL')
  const left = fs.readFileSync(path.join(dir, 'data', 'alps-trails.geojson'))
  assert.ok(left.includes('nodePerfWorkshop'), 'the killed verify left its update')
  // What a rename that never happened leaves: the temporary file beside the map.
  fs.writeFileSync(path.join(dir, 'data', `.alps-trails.geojson.node-perf-workshop-${killed.home.length}.tmp`), left)
  fs.copyFileSync(path.join(ROOT, 'solutions', exercise.folder, 'server.js'), path.join(dir, 'server.js'))
  const result = await verifyWith(t, { id: 'no-sync', file: path.join(dir, 'server.js') })
  assert.strictEqual(result.code, 0, result.output)
  assertMapIsBack(dir)
})

test('07-no-sync: a server that keeps the map from start-up FAILs by what it sends after an update, and the map is back', async (t) => {
  const dir = learnerFolder(t)
  fs.cpSync(path.join(ROOT, 'test', 'learners', exercise.folder, 'map-cached-at-startup'), dir, { recursive: true })
  const result = await verifyWith(t, { id: 'no-sync', file: path.join(dir, 'server.js') })
  assert.strictEqual(result.code, 1, result.output)
  assertSays(result, 'en', 'exercises.no-sync.checks.map_not_read')
  assertMapIsBack(dir)
})
