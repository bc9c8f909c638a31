'use strict'
// verify --watch: the checks again on every save, never two servers at once, nothing left after.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { BIN, ROOT, freshHome, selectExercise, processesWithHome, alive, messagePiece } = require('./helpers')

test('verify --watch re-runs the checks on save and leaves no server behind', async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npw-watch-')), '02-node-env')
  fs.cpSync(path.join(ROOT, 'solutions', '02-node-env'), dir, { recursive: true })
  const server = path.join(dir, 'server.js')
  const good = fs.readFileSync(server, 'utf8')
  const home = freshHome()
  await selectExercise(home, 2)

  const child = spawn(process.execPath, [BIN, 'verify', '--watch', server], {
    env: { ...process.env, HOME: home, LANG: 'C.UTF-8', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  const seen = new Set()
  let mostServersAtOnce = 0
  const watchProcesses = setInterval(() => {
    const now = processesWithHome(home).filter((pid) => pid !== child.pid)
    now.forEach((pid) => seen.add(pid))
    // The learner's server, or the check runner beside it: never two learner servers.
    mostServersAtOnce = Math.max(mostServersAtOnce, now.length)
  }, 50)
  child.stdout.on('data', (chunk) => { output += chunk })
  child.stderr.on('data', (chunk) => { output += chunk })
  const waitFor = async (count, text) => {
    const deadline = Date.now() + 30000
    while (output.split(text).length - 1 < count) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}":\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const waiting = messagePiece('en', 'watch.waiting')
  try {
    await waitFor(1, waiting)
    assert.ok(output.includes(messagePiece('en', 'watch.checks_pass')), output)
    fs.writeFileSync(server, good.replace("app.get('/api/info'", "app.get('/api/inf0'"))
    await waitFor(2, waiting)
    assert.match(output, /✗/, 'the broken route fails its check')
    fs.writeFileSync(server, good + '\nconst = broken\n')
    await waitFor(3, waiting)
    assert.ok(output.includes(messagePiece('en', 'submission.syntax')), 'a file that does not parse is reported, watching goes on')
    fs.writeFileSync(server, good)
    await waitFor(4, waiting)
    assert.strictEqual(output.split(messagePiece('en', 'watch.checks_pass')).length - 1, 2)
  } finally {
    child.kill('SIGINT')
    await new Promise((resolve) => child.once('close', resolve))
    clearInterval(watchProcesses)
  }
  assert.ok(mostServersAtOnce <= 2, `at most one server and its check runner at a time, saw ${mostServersAtOnce}`)
  assert.deepStrictEqual([...seen].filter(alive), [], 'nothing left after Ctrl-C')
  assert.doesNotMatch(output, /PASS/, 'a PASS needs the speed check, which saving does not run')
})

test('verify --watch does not take a file the checks change for a moment (07 replaces the map) for a save', async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npw-watch-')), '07-no-sync')
  fs.cpSync(path.join(ROOT, 'solutions', '07-no-sync'), dir, { recursive: true })
  const home = freshHome()
  await selectExercise(home, 7)
  const child = spawn(process.execPath, [BIN, 'verify', '--watch', path.join(dir, 'server.js')], {
    env: { ...process.env, HOME: home, LANG: 'C.UTF-8', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout.on('data', (chunk) => { output += chunk })
  child.stderr.on('data', (chunk) => { output += chunk })
  const waiting = messagePiece('en', 'watch.waiting')
  const runs = () => output.split(messagePiece('en', 'verify.functional_heading')).length - 1
  try {
    const deadline = Date.now() + 60000
    while (!output.includes(waiting) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    assert.ok(output.includes(messagePiece('en', 'watch.checks_pass')), output)
    // The events of the map's replacement arrive within moments; a save would start a run in 300 ms.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    assert.strictEqual(runs(), 1, output)
  } finally {
    child.kill('SIGINT')
    await new Promise((resolve) => child.once('close', resolve))
    fs.rmSync(path.dirname(dir), { recursive: true, force: true })
  }
})
