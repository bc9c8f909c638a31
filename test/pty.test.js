'use strict'
// A learner runs verify in a terminal, often on a busy laptop: every exercise's checks run there
// too, and give the verdict they give elsewhere, never the workshop's own failure. For each
// exercise, verify on a copy of its starter (it FAILs for the reason its verdict test names) runs
// in a pseudo-terminal (util-linux `script`), two at a time beside a CPU hog that keeps one core
// busy; so does 14's write loop, alone beside its hog, whose verdict an outsider once got as
// "the checks failed to run" in 3 of 6 terminal runs on a busy machine (its FAIL: read_ahead).
const test = require('node:test')
const { describe, it, before, after } = test
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn, spawnSync } = require('node:child_process')
const { stripVTControlCharacters } = require('node:util')
const { ROOT, BIN, freshHome, selectExercise, messagePiece, processesWithHome } = require('./helpers')
const { listExercises } = require('../lib/exercises')

// util-linux's script: `script -qec <command> /dev/null` runs the command on a pty of its own.
const SCRIPT = spawnSync('script', ['--version'], { encoding: 'utf8' })
const NO_PTY = SCRIPT.error || !/util-linux/.test(SCRIPT.stdout) ? 'util-linux script is not installed here (apt-get install util-linux)' : false

// The reason each starter FAILs for, as its verdict test names it (test/exercises/NN-id.test.js).
function starterReason (exercise) {
  const text = fs.readFileSync(path.join(ROOT, 'test', 'exercises', `${exercise.folder}.test.js`), 'utf8')
  return /verdictTests\(\{ id: '[\w-]+', reason: '([\w.-]+)'/.exec(text)[1]
}

// What only the workshop's own failure says, in the learner's language (here English).
const OURS = ['verify.checks_broken', 'verify.checks_broken_signal', 'cli.internal_error', 'harness.injected_failed', 'verify.service_failed']

const shellQuote = (text) => `'${String(text).replaceAll("'", "'\\''")}'`

// A CPU loop on one core until stop() (SIGKILL: it has no handler to wait for).
function startHog () {
  const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
  return { stop: () => hog.kill('SIGKILL') }
}

// verify `file` in a pty, in `cwd`; resolves { code, output }.
function verifyInPty (file, { home, cwd }) {
  const command = [process.execPath, BIN, 'verify', file].map(shellQuote).join(' ')
  return new Promise((resolve) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd,
      env: { ...process.env, HOME: home, LANG: 'C.UTF-8', TERM: 'xterm-256color', COLUMNS: '100' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    child.stdout.on('data', (chunk) => { output += chunk })
    child.stderr.on('data', (chunk) => { output += chunk })
    const timer = setTimeout(() => child.kill('SIGKILL'), 120000)
    child.on('close', (code) => {
      clearTimeout(timer)
      // The terminal's colours and carriage returns out, the text in.
      resolve({ code, output: stripVTControlCharacters(output).replace(/\r/g, '') })
    })
  })
}

// A learner's folder with a copy of the starter (and `overlay`'s files laid over it).
function learnerFolder (exercise, overlay) {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-pty-'))
  const folder = path.join(cwd, exercise.folder)
  fs.cpSync(exercise.starterDir, folder, { recursive: true })
  if (overlay) fs.cpSync(overlay, folder, { recursive: true })
  return { cwd, file: path.join(folder, exercise.spec.submission) }
}

async function assertVerdictInPty (t, exercise, { overlay, reason }) {
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const { cwd, file } = learnerFolder(exercise, overlay)
  t.after(() => fs.rmSync(cwd, { recursive: true, force: true }))
  const result = await verifyInPty(file, { home, cwd })
  // The terminal's lines are wrapped at its width: a message is looked for across them.
  const says = (key) => result.output.replace(/\s+/g, ' ').includes(messagePiece('en', key).replace(/\s+/g, ' '))
  for (const key of OURS) assert.ok(!says(key), `the workshop's own failure (${key}):\n${result.output}`)
  assert.strictEqual(result.code, 1, result.output)
  assert.match(result.output, /FAIL/)
  assert.ok(says(reason), `FAIL for ${reason}:\n${result.output}`)
  assert.deepStrictEqual(processesWithHome(home), [], 'nothing left running')
}

// The starters two at a time, beside one hog: each verify has a busy core and another verify
// beside it (one at a time, each with a hog of its own, they kept a core busy for a minute).
describe('every starter in a terminal', { concurrency: 2, skip: NO_PTY }, () => {
  let hog
  before(() => { hog = startHog() })
  after(() => hog.stop())
  for (const exercise of listExercises()) {
    it(`${exercise.folder}: verify in a terminal beside a busy core gives the starter's FAIL`, async (t) => {
      await assertVerdictInPty(t, exercise, { reason: starterReason(exercise) })
    })
  }
})

test('14-streaming: verify in a terminal beside a busy core gives the write loop its FAIL, never "the checks failed to run"', { skip: NO_PTY }, async (t) => {
  const exercise = listExercises().find((item) => item.id === 'streaming')
  const overlay = path.join(ROOT, 'test', 'learners', exercise.folder, 'write-no-drain')
  const hog = startHog()
  t.after(() => hog.stop())
  for (let run = 0; run < 3; run++) await assertVerdictInPty(t, exercise, { overlay, reason: 'exercises.streaming.checks.read_ahead' })
})
