'use strict'
// A learner runs verify in a terminal, often on a busy laptop: every exercise's checks run there
// too, and give the verdict they give elsewhere, never the workshop's own failure. For each
// exercise, verify on a copy of its starter FAILs for the reason its verdict test names, in that
// test's language, with no warning from Node.js and nothing left running: the starter's verdict
// test, in a pseudo-terminal (util-linux `script`), two at a time beside a CPU hog that keeps one
// core busy (without `script`, on a plain pipe beside the hog); so does 14's write loop, alone
// beside its hog, whose verdict an outsider once got as "the checks failed to run" in 3 of 6
// terminal runs on a busy machine (its FAIL: read_ahead).
const test = require('node:test')
const { describe, it, before, after } = test
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn, spawnSync } = require('node:child_process')
const { stripVTControlCharacters } = require('node:util')
const { ROOT, BIN, freshHome, selectExercise, messagePiece, assertNothingLeft, assertNoNodeWarnings } = require('./helpers')
const { listExercises } = require('../lib/exercises')
const { startCpuHog } = require('./cpu-hog')

// util-linux's script: `script -qec <command> /dev/null` runs the command on a pty of its own.
const SCRIPT = spawnSync('script', ['--version'], { encoding: 'utf8' })
const NO_PTY = SCRIPT.error || !/util-linux/.test(SCRIPT.stdout) ? 'util-linux script is not installed here (apt-get install util-linux)' : false

// The reason each starter FAILs for and the languages to verify it in, as its verdict test names
// them (test/exercises/NN-id.test.js: verdictTests({ id, reason, langs })).
function starterVerdict (exercise) {
  const text = fs.readFileSync(path.join(ROOT, 'test', 'exercises', `${exercise.folder}.test.js`), 'utf8')
  const call = /verdictTests\(\{([^}]*)\}\)/.exec(text)
  const reason = call && /reason: '([\w.-]+)'/.exec(call[1])
  if (!reason) throw new Error(`test/exercises/${exercise.folder}.test.js: no verdictTests({ id, reason: '…' }) to read the starter's reason from`)
  const langs = /langs: \[([^\]]*)\]/.exec(call[1])
  return { reason: reason[1], langs: langs ? [...langs[1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]) : ['en'] }
}

// What only the workshop's own failure says.
const OURS = ['verify.checks_broken', 'verify.checks_broken_signal', 'cli.internal_error', 'harness.injected_failed', 'verify.service_failed']

const shellQuote = (text) => `'${String(text).replaceAll("'", "'\\''")}'`

// Beside the file's tests: a few minutes at most (0.5 alone here), bounded for a runner that dies.
const HOG_SECONDS = 900

// verify `file` --lang `lang` in a pty (on a pipe without `script`), in `cwd`; resolves { code, output }.
function verifyInPty (file, { home, cwd, lang }) {
  const args = [BIN, 'verify', file, '--lang', lang]
  const command = [process.execPath, ...args].map(shellQuote).join(' ')
  return new Promise((resolve) => {
    const child = NO_PTY
      ? spawn(process.execPath, args, { cwd, env: { ...process.env, HOME: home }, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('script', ['-qec', command, '/dev/null'], {
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

async function assertVerdictInPty (t, exercise, { overlay, reason, lang = 'en' }) {
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const { cwd, file } = learnerFolder(exercise, overlay)
  t.after(() => fs.rmSync(cwd, { recursive: true, force: true }))
  const result = await verifyInPty(file, { home, cwd, lang })
  // The terminal's lines are wrapped at its width (between two Chinese characters too): a message
  // is looked for across them, spaces aside.
  const says = (key) => result.output.replace(/\s+/g, '').includes(messagePiece(lang, key).replace(/\s+/g, ''))
  for (const key of OURS) assert.ok(!says(key), `the workshop's own failure (${key}):\n${result.output}`)
  assert.strictEqual(result.code, 1, result.output)
  assert.match(result.output, /FAIL/)
  assert.ok(says(reason), `FAIL for ${reason}:\n${result.output}`)
  assertNoNodeWarnings(result)
  // Every process the verify started has its HOME: none is left, nor a port it said it served on.
  await assertNothingLeft(t, { ...result, pids: [], home })
}

// The starters two at a time, beside one hog: each verify has a busy core and another verify
// beside it (one at a time, each with a hog of its own, they kept a core busy for a minute).
describe('every starter in a terminal', { concurrency: 2 }, () => {
  let hog
  before(() => { hog = startCpuHog({ seconds: HOG_SECONDS }) })
  after(() => hog.stop())
  for (const exercise of listExercises()) {
    const { reason, langs } = starterVerdict(exercise)
    for (const lang of langs) {
      it(`${exercise.folder} (${lang}): the starter fails, and says why, in a terminal beside a busy core`, async (t) => {
        if (NO_PTY) t.diagnostic(`on a pipe: ${NO_PTY}`)
        await assertVerdictInPty(t, exercise, { reason, lang })
      })
    }
  }
})

test('14-streaming: verify in a terminal beside a busy core gives the write loop its FAIL, never "the checks failed to run"', { skip: NO_PTY }, async (t) => {
  const exercise = listExercises().find((item) => item.id === 'streaming')
  const overlay = path.join(ROOT, 'test', 'learners', exercise.folder, 'write-no-drain')
  const hog = startCpuHog({ seconds: HOG_SECONDS })
  t.after(() => hog.stop())
  for (let run = 0; run < 3; run++) await assertVerdictInPty(t, exercise, { overlay, reason: 'exercises.streaming.checks.read_ahead' })
})
