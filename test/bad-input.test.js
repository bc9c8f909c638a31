'use strict'
// Bad submissions through the real CLI: each gets one clear sentence in the learner's language,
// exit code 1, within 15 s, and leaves no process or port behind.
const test = require('node:test')
const assert = require('node:assert')
const path = require('node:path')
const { listExercises } = require('../lib/exercises')
const { runCli, freshHome, selectExercise, assertNothingLeft, portIsFree, messagePiece, ROOT } = require('./helpers')

const fixture = (kind, name) => path.join(ROOT, 'test', 'fixtures', kind, name)

const SERVER_CASES = [
  { name: 'missing file', file: fixture('bad-servers', 'no-such-file.js'), key: 'submission.missing' },
  { name: 'a folder instead of a file', file: fixture('bad-servers', ''), key: 'submission.directory' },
  { name: 'syntax error', file: fixture('bad-servers', 'syntax-error.js'), key: 'submission.syntax' },
  { name: 'crash at start', file: fixture('bad-servers', 'crash-at-start.js'), key: 'harness.crashed', stderr: 'catalogue.json is missing' },
  { name: 'hard-coded port 3000', file: fixture('bad-servers', 'port-3000.js'), key: 'harness.wrong_port', port: 3000 },
  { name: 'never listens', file: fixture('bad-servers', 'never-listens.js'), key: 'harness.never_listened' },
  { name: 'exits at once', file: fixture('bad-servers', 'exits-at-once.js'), key: 'harness.exited' },
  { name: 'hangs inside a request', file: fixture('bad-servers', 'hangs-in-request.js'), key: 'kit.no_answer' },
  { name: 'listens only on 127.0.0.2', file: fixture('bad-servers', 'listens-elsewhere.js'), key: 'harness.wrong_address' },
  { name: 'accepts connections, never answers', file: fixture('bad-servers', 'accepts-never-answers.js'), key: 'kit.no_answer' },
  { name: 'endless loop in a handler', file: fixture('bad-servers', 'infinite-loop.js'), key: 'kit.no_answer', hog: true }
]

const CLIENT_CASES = [
  { name: 'missing file', file: fixture('bad-clients', 'no-such-file.js'), key: 'submission.missing' },
  { name: 'syntax error', file: fixture('bad-clients', 'syntax-error.js'), key: 'submission.syntax' },
  { name: 'crash at start', file: fixture('bad-clients', 'crash-at-start.js'), key: 'client.failed', stderr: 'Usage: node bench.js' },
  { name: 'measures a hard-coded URL', file: fixture('bad-clients', 'wrong-url.js'), key: 'exercises.measure.checks.no_requests', port: 3000 },
  { name: 'invents its numbers', file: fixture('bad-clients', 'invents-numbers.js'), key: 'exercises.measure.checks.no_requests' },
  { name: 'never finishes', file: fixture('bad-clients', 'never-finishes.js'), key: 'client.timed_out' }
]

// Every exercise in the manifest gets the catalogue for its kind (server or client). The cases
// mostly wait for timeouts, so six run at a time.
const CASES = listExercises().flatMap((exercise) =>
  (exercise.spec.kind === 'client' ? CLIENT_CASES : SERVER_CASES).map((item, index) => ({ exercise, item, index })))

// Cases that hold the fixed port 3000 take turns, and so do the endless loops: each burns a whole
// core until it is killed, and two at once left the other cases of a 2-core CI machine past 15 s.
const turns = { port: Promise.resolve(), hog: Promise.resolve() }
function inTurn (queue, task) {
  const run = turns[queue].then(task)
  turns[queue] = run.catch(() => {})
  return run
}

test('bad submissions, every exercise', { concurrency: 6 }, async (t) => {
  const langs = ['en', 'zh-cn', 'ko']
  await Promise.all(CASES.map(({ exercise, item, index }) => {
    // Each case in one language, rotating, so all three languages are exercised.
    const lang = langs[(index + exercise.number) % langs.length]
    return t.test(`${exercise.folder}: ${item.name} (${lang})`, async (t) => {
      const home = freshHome()
      await selectExercise(home, exercise.number)
      const verify = async () => {
        if (item.port && !(await portIsFree(item.port))) return null
        return runCli(['verify', item.file, '--lang', lang], { home })
      }
      const queue = item.port ? 'port' : item.hog ? 'hog' : null
      const result = await (queue ? inTurn(queue, verify) : verify())
      if (!result) return t.skip(`port ${item.port} is in use on this machine`)
      assert.strictEqual(result.code, 1, result.output)
      assert.ok(result.ms < 15000, `took ${result.ms} ms`)
      const expected = messagePiece(lang, item.key)
      assert.ok(result.output.includes(expected), `expected "${expected}" in:\n${result.output}`)
      if (item.stderr) assert.ok(result.output.includes(item.stderr), 'the last lines of stderr are shown')
      assert.ok(!result.output.includes(path.join(ROOT, 'lib')) && !result.output.includes('workshopper-adventure'), 'no stack trace of ours')
      await assertNothingLeft(t, result, item.port ? [item.port] : [])
    })
  }))
})
