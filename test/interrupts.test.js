'use strict'
// Ctrl-C (SIGINT) or SIGTERM to the CLI while it runs a learner's server leaves nothing behind:
// no process, no port held, no temporary folder.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { BIN, ROOT, freshHome, selectExercise, processesWithHome, alive, portIsFree } = require('./helpers')

// Starts `command` (verify or run) on `file` with its temporary folder `tmp`, waits until the
// output shows `marker`, sends `signal` to the CLI alone. (Ctrl-C during profile: profile.test.js.)
function interrupt (command, file, { home, tmp }, marker, signal) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, command, file], {
      env: { ...process.env, HOME: home, TMPDIR: tmp, LANG: 'C.UTF-8', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    const seen = new Set()
    let sent = false
    const collect = (chunk) => {
      output += chunk
      processesWithHome(home).forEach((pid) => seen.add(pid))
      if (!sent && output.includes(marker)) {
        sent = true
        processesWithHome(home).forEach((pid) => seen.add(pid))
        child.kill(signal)
      }
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('close', (code, byName) => resolve({ code, byName, output, seen: [...seen] }))
  })
}

const CASES = [['verify', 'SIGINT', 130, 'pair 1'], ['verify', 'SIGTERM', 143, 'Listening on'], ['run', 'SIGINT', 130, 'pair 2']]

for (const [command, signal, code, marker] of CASES) {
  test(`${signal} during ${command} stops every server, frees its port and removes its temporary folders`, async (t) => {
    const home = freshHome()
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-interrupted-'))
    t.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
    await selectExercise(home, 2)
    const result = await interrupt(command, path.join(ROOT, 'solutions', '02-node-env', 'server.js'), { home, tmp }, marker, signal)
    assert.strictEqual(result.code, code, result.output)
    assert.ok(result.seen.length >= 2, 'the CLI and at least one server were seen running')
    assert.deepStrictEqual(result.seen.filter(alive), [], 'no process left')
    assert.deepStrictEqual(processesWithHome(home), [])
    for (const port of [...result.output.matchAll(/127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1]))) {
      assert.ok(await portIsFree(port), `port ${port} is free`)
    }
    assert.match(result.output, /Interrupted/)
    assert.deepStrictEqual(fs.readdirSync(tmp), [], 'nothing left in the temporary folder')
  })
}

test('verifies at once, as in several terminals, each get the right verdict on their own ports', async () => {
  const { runCli, assertNothingLeft } = require('./helpers')
  const solution = path.join(ROOT, 'solutions', '02-node-env', 'server.js')
  const starter = path.join(ROOT, 'exercises', '02-node-env', 'starter', 'server.js')
  const runs = [[solution, 0], [solution, 0], [starter, 1]]
  const homes = runs.map(() => freshHome())
  for (const home of homes) await selectExercise(home, 2)
  const results = await Promise.all(runs.map(([file], i) => runCli(['verify', file], { home: homes[i], timeoutMs: 120000 })))
  const ports = (result) => [...result.output.matchAll(/Listening on http:\/\/127\.0\.0\.1:(\d+)/g)].map((m) => m[1])
  for (const [i, result] of results.entries()) {
    assert.strictEqual(result.code, runs[i][1], result.output)
    await assertNothingLeft(null, result)
  }
  const allPorts = results.flatMap(ports)
  assert.strictEqual(new Set(allPorts).size, allPorts.length, `no port shared: ${allPorts}`)
})
