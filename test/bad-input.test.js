'use strict'
// Bad submissions through the real CLI: each gets one clear sentence in the learner's language,
// exit code 1, within 15 s, and leaves no process or port behind.
const test = require('node:test')
const assert = require('node:assert')
const path = require('node:path')
const { listExercises } = require('../lib/exercises')
const { createTranslator } = require('../lib/i18n')
const { runCli, freshHome, selectExercise, assertNothingLeft, portIsFree, messagePiece, ROOT } = require('./helpers')

const fixture = (kind, name) => path.join(ROOT, 'test', 'fixtures', kind, name)

const SERVER_CASES = [
  { name: 'missing file', file: fixture('bad-servers', 'no-such-file.js'), key: 'submission.missing' },
  { name: 'a folder instead of a file', file: fixture('bad-servers', ''), key: 'submission.directory' },
  { name: 'syntax error', file: fixture('bad-servers', 'syntax-error.js'), key: 'submission.syntax' },
  { name: 'crash at start', file: fixture('bad-servers', 'crash-at-start.js'), key: 'harness.crashed', stderr: 'catalogue.json is missing' },
  { name: 'Node.js itself crashes (V8)', file: fixture('bad-servers', 'engine-failure.js'), key: 'harness.crashed_node', stderr: 'Check failed' },
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
  { name: 'Node.js itself crashes (V8)', file: fixture('bad-servers', 'engine-failure.js'), key: 'harness.crashed_node', stderr: 'Check failed' },
  { name: 'measures a hard-coded URL', file: fixture('bad-clients', 'wrong-url.js'), key: 'exercises.measure.checks.no_requests', port: 3000 },
  { name: 'invents its numbers', file: fixture('bad-clients', 'invents-numbers.js'), key: 'exercises.measure.checks.no_requests' },
  { name: 'never finishes', file: fixture('bad-clients', 'never-finishes.js'), key: 'client.timed_out' }
]

// Every exercise in the manifest gets the catalogue for its kind (server or client). The cases
// mostly wait for timeouts (10 s for a server that never listens, 5 s for an answer), so six run
// at a time (at ten, beside CI's together lane on Node 22, a never-listens case took 15.05 s).
const CASES = listExercises().flatMap((exercise) =>
  (exercise.spec.kind === 'client' ? CLIENT_CASES : SERVER_CASES).map((item, index) => ({ exercise, item, index })))

// Cases that hold the fixed port 3000 take turns, and the endless loops two at a time: each
// burns a core until it is killed (at the lowest priority, but a core still), and two at once at
// full priority left the other cases of a 2-core CI machine past 15 s.
const turns = { port: [Promise.resolve()], hog: [Promise.resolve(), Promise.resolve()] }
let nextHog = 0
function inTurn (queue, task) {
  const lanes = turns[queue]
  const lane = queue === 'hog' ? nextHog++ % lanes.length : 0
  const run = lanes[lane].then(task)
  lanes[lane] = run.catch(() => {})
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

// The learner's own service (--route, docs/YOUR-SERVICE.md): the same promise, whichever exercise
// is selected. args: after the command, run from test/fixtures/own-service.
const OWN = path.join(ROOT, 'test', 'fixtures', 'own-service')
const ROUTE_CASES = [
  { name: 'a route that answers 404', args: ['run', 'slow.js', '--route', 'GET /api/nope'], key: 'routes.not_found' },
  { name: 'a route that answers 500', args: ['run', 'fails.js', '--route', 'GET /api/rows'], key: 'routes.server_error', stderr: 'the rows table is locked' },
  { name: 'a route whose connection is closed without an answer', args: ['run', 'hangs-up.js', '--route', 'GET /'], key: 'routes.closed' },
  { name: 'a server that crashes on the route', args: ['run', fixture('bad-servers', 'crash-on-request.js'), '--route', 'GET /'], key: 'harness.crashed' },
  { name: 'a file that never listens', args: ['run', fixture('bad-servers', 'never-listens.js'), '--route', 'GET /'], key: 'harness.never_listened' },
  { name: 'the other version crashes at start', args: ['run', 'slow.js', '--vs', fixture('bad-servers', 'crash-at-start.js'), '--route', 'GET /api/rows'], key: 'harness.crashed', stderr: 'catalogue.json is missing' },
  { name: 'a method that is not HTTP', args: ['run', 'slow.js', '--route', 'FETCH /api/rows'], key: 'routes.bad_method' },
  { name: 'a route without a path', args: ['run', 'slow.js', '--route', 'GET api/rows'], key: 'routes.bad_route' },
  { name: 'a --body file that does not exist', args: ['run', 'echo.js', '--route', 'POST /api/echo', '--body', 'no-such-order.json'], key: 'routes.no_body_file' },
  { name: 'a header without a colon', args: ['run', 'echo.js', '--route', 'POST /api/echo', '--header', 'X-Token secret'], key: 'routes.bad_header' },
  { name: 'a route that needs a header it did not get', args: ['run', 'echo.js', '--route', 'POST /api/echo', '--body', 'order.json'], key: 'routes.bad_status' },
  { name: 'a route slower than a round', args: ['run', 'sleepy.js', '--route', 'GET /', '--duration', '0.2'], key: 'routes.too_slow' },
  { name: '--vs without --route', args: ['run', 'cached.js', '--vs', 'slow.js'], key: 'routes.needs_route' },
  { name: '--vs without a file', args: ['run', 'cached.js', '--vs', '--route', 'GET /api/rows'], key: 'routes.vs_needs_file' },
  { name: 'a server file that does not exist', args: ['run', 'no-such-app.js', '--vs', 'slow.js', '--route', 'GET /api/rows'], key: 'routes.missing_file' },
  { name: '--connections that is not a number', args: ['run', 'slow.js', '--route', 'GET /api/rows', '--connections', 'ten'], key: 'routes.bad_connections' },
  { name: 'profile on a route that answers 404', args: ['profile', 'slow.js', '--route', 'GET /api/nope', '--no-clinic'], key: 'routes.not_found' },
  { name: 'profile --heap on a route that answers 500', args: ['profile', '--heap', 'fails.js', '--route', 'GET /api/rows'], key: 'routes.server_error' },
  { name: 'profile with two routes', args: ['profile', 'slow.js', '--route', 'GET /api/rows', '--route', 'GET /health'], key: 'routes.profile_one_route' },
  { name: 'verify with --route', args: ['verify', 'slow.js', '--route', 'GET /api/rows'], key: 'routes.verify_route' },
  { name: 'run --reporter json on a route that answers 404', args: ['run', 'slow.js', '--route', 'GET /api/nope', '--reporter', 'json'], key: 'routes.not_found', json: true }
]

test('bad input on your own service (--route), an exercise selected', { concurrency: 6 }, async (t) => {
  const langs = ['en', 'zh-cn', 'ko']
  await Promise.all(ROUTE_CASES.map((item, index) => {
    const lang = langs[index % langs.length]
    return t.test(`${item.name} (${lang})`, async (t) => {
      const home = freshHome()
      await selectExercise(home, 14)
      const result = await runCli([...item.args, '--lang', lang], { home, cwd: OWN })
      assert.strictEqual(result.code, 1, result.output)
      assert.ok(result.ms < 15000, `took ${result.ms} ms`)
      const expected = messagePiece(lang, item.key)
      assert.ok(result.output.includes(expected), `expected "${expected}" in:\n${result.output}`)
      if (item.stderr) assert.ok(result.output.includes(item.stderr), 'what the server printed is shown')
      assert.ok(!result.output.includes(path.join(ROOT, 'lib')) && !result.output.includes('workshopper-adventure'), 'no stack trace of ours')
      const title = createTranslator(lang)('exercises.streaming.title')
      assert.ok(!result.output.includes(title), 'never the selected exercise')
      if (item.json) {
        const report = JSON.parse(result.stdout)
        assert.strictEqual(report.error.key, item.key)
        assert.deepStrictEqual(report.routes, [])
      }
      await assertNothingLeft(t, result)
    })
  }))
})
