'use strict'
// verify --reporter and grade through the real CLI, their reports read by real consumers
// (tap-parser in strict mode, fast-xml-parser, a real Chromium for the room's page): a point per
// requirement with the same ids on every run, points, a room, a cancel, a time limit, an
// allow-listed environment, commands given wrongly, and the CI recipes of docs/GRADING.md, every
// shell step run as printed (test/recipes.js; the install from a tarball: test/install.test.js).
// test/reporters.test.js reads the reports of recorded events; here a few real runs.
// Every verdict here is certain on any machine, however busy: 11's and 12's checks are
// deterministic, 10's and 03's starters fail before any speed check, and the speed verdicts come
// from a copy of the workshop whose 02 and 03 need a ratio of 1000 (a FAIL), 02 with the
// exercise's excuse too (speed.excuse: "this machine cannot show the effect", so an
// inconclusive): the real engine, measuring for real, against a spec that no measurement meets.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { Parser } = require('tap-parser')
const { XMLParser, XMLValidator } = require('fast-xml-parser')
const { ROOT, runCli, freshHome, selectExercise, assertNothingLeft, copyWorkshop, messagePiece, alive } = require('./helpers')
const { recipes, runJob, INSTALL } = require('./recipes')
const { listExercises, findExercise } = require('../lib/exercises')
const { requirementPlan } = require('../lib/verify/requirements')

const fixture = (...parts) => path.join(ROOT, 'test', 'fixtures', ...parts)
const solution = (folder, file = 'server.js') => path.join(ROOT, 'solutions', folder, file)
const starter = (folder, file = 'server.js') => path.join(ROOT, 'exercises', folder, 'starter', file)
const idsOf = (id) => requirementPlan(findExercise(id)).points.map((p) => p.id)
// 12's points when every requirement passes: a PASS earns its weight (runs weighs nothing).
const TWELVE = requirementPlan(findExercise('12-n-plus-one')).points.reduce((sum, p) => sum + p.weight, 0)
const ALL_IDS = listExercises().flatMap((exercise) => idsOf(exercise.id))

function parseTap (text) {
  return new Promise((resolve) => {
    const points = []
    const problems = []
    const parser = new Parser({ strict: true }, (result) => resolve({ result, points, problems }))
    const watch = (p) => {
      p.on('assert', (point) => points.push({ ...point, level: p.level }))
      p.on('extra', (line) => problems.push(`not TAP: ${JSON.stringify(line)}`))
      p.on('child', watch)
    }
    watch(parser)
    parser.end(text)
  })
}

async function readTap (text) {
  const parsed = await parseTap(text)
  assert.deepStrictEqual(parsed.problems, [], text)
  assert.deepStrictEqual((parsed.result.failures || []).filter((f) => f.tapError).map((f) => f.tapError), [], text)
  assert.strictEqual(parsed.result.plan.end, parsed.result.count, `the plan counts every point:\n${text}`)
  return parsed
}

function readJunit (xml) {
  assert.strictEqual(XMLValidator.validate(xml), true, xml)
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) })
    .parse(xml).testsuites
}

// The test ids a report lists, whatever its format.
async function reportIds (format, text) {
  if (format === 'tap') return (await readTap(text)).points.filter((p) => p.name.includes('/')).map((p) => p.name)
  if (format === 'junit') return readJunit(text).testsuite.flatMap((suite) => suite.testcase.map((c) => c.name))
  return JSON.parse(text).learners.flatMap((l) => l.exercises.flatMap((e) => e.requirements.map((r) => r.id)))
}

function temporary (t, prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

// The copy of the workshop described at the top; removed when the tests end.
let copiedRoot = null
function unreachableWorkshop () {
  if (copiedRoot) return copiedRoot
  copiedRoot = copyWorkshop()
  process.once('exit', () => fs.rmSync(copiedRoot, { recursive: true, force: true }))
  const append = (folder, code) => fs.appendFileSync(path.join(copiedRoot, 'exercises', folder, 'spec.js'), `\n// test/grade.test.js\n${code}\n`)
  append('03-cache-json', 'const speedFor = module.exports.speed\nmodule.exports.speed = (ctx) => ({ ...speedFor(ctx), threshold: 1000 })')
  append('02-node-env', 'module.exports.speed.threshold = 1000\nmodule.exports.speed.excuse = () => ({ key: \'test_excuse\', params: {} })')
  const messages = path.join(copiedRoot, 'problems', '02-node-env', 'messages.en.json')
  const json = JSON.parse(fs.readFileSync(messages, 'utf8'))
  json.checks.test_excuse = 'This copy of the workshop says the machine cannot show the effect.'
  fs.writeFileSync(messages, JSON.stringify(json, null, 2))
  return copiedRoot
}

// verify --reporter <format> <file>: stdout is the report alone, with a point per requirement of
// the exercise. `failed`: the id of the point that fails (or errs), or null.
const CASES = [
  { name: 'a PASS (11\'s checks)', format: 'tap', file: solution('11-memory-leak'), exercise: '11-memory-leak', code: 0, failed: null },
  { name: 'a FAIL of a functional check (10\'s starter)', format: 'junit', file: starter('10-http-cache'), exercise: '10-http-cache', code: 1, failed: '10-http-cache/strong-etag' },
  { name: 'a FAIL of a deterministic check (03\'s starter)', format: 'json', file: starter('03-cache-json'), exercise: '03-cache-json', code: 1, failed: '03-cache-json/no-stringify-per-get' },
  { name: 'a FAIL of the speed check (03 solved, a threshold of 1000)', format: 'tap', copy: true, file: (root) => path.join(root, 'solutions', '03-cache-json', 'server.js'), exercise: '03-cache-json', code: 1, failed: '03-cache-json/faster-than-starter' },
  { name: 'a server that crashes at start', format: 'junit', file: fixture('bad-servers', 'crash-at-start.js'), select: 2, exercise: '02-node-env', code: 1, failed: '02-node-env/runs', error: 'harness.crashed' },
  { name: 'bad input (a syntax error)', format: 'tap', file: fixture('bad-servers', 'syntax-error.js'), select: 2, exercise: '02-node-env', code: 1, failed: '02-node-env/runs', error: 'submission.syntax' }
]

for (const item of CASES) {
  test(`verify --reporter ${item.format}, ${item.name}: every requirement of the exercise, by its id, read by its parser`, async (t) => {
    const home = freshHome()
    const root = item.copy ? unreachableWorkshop() : ROOT
    const file = typeof item.file === 'function' ? item.file(root) : item.file
    if (item.select) await selectExercise(home, item.select)
    const result = await runCli(['verify', file, '--reporter', item.format], { home, root, timeoutMs: 240000 })
    await assertNothingLeft(t, result)
    assert.strictEqual(result.code, item.code, result.output)
    assert.deepStrictEqual(await reportIds(item.format, result.stdout), idsOf(item.exercise), result.stdout)
    let failing, errorKey
    if (item.format === 'tap') {
      const { points } = await readTap(result.stdout)
      failing = points.filter((p) => !p.ok).map((p) => p.name)
      errorKey = failing.length && points.find((p) => !p.ok).diag.error
    } else if (item.format === 'junit') {
      const cases = readJunit(result.stdout).testsuite[0].testcase
      failing = cases.filter((c) => c.failure || c.error).map((c) => c.name)
      errorKey = failing.length && (cases.find((c) => c.error) || {}).error?.type
    } else {
      const requirements = JSON.parse(result.stdout).learners[0].exercises[0].requirements
      failing = requirements.filter((r) => r.status === 'fail' || r.status === 'error').map((r) => r.id)
    }
    assert.strictEqual(failing[0] || null, item.failed, result.stdout)
    if (item.error) assert.strictEqual(errorKey, item.error)
    // The terminal's text, with the points under the verdict, is on stderr.
    assert.match(result.stderr, new RegExp(messagePiece('en', 'reporter.points_line').replace(/[.]/g, '\\.')))
  })
}

test('verify --reporter tap, an inconclusive speed check: its requirement a SKIP "inconclusive: …", exit 2', async (t) => {
  const root = unreachableWorkshop()
  const result = await runCli(['verify', path.join(root, 'solutions', '02-node-env', 'server.js'), '--reporter', 'tap'], { root, timeoutMs: 240000 })
  await assertNothingLeft(t, result)
  assert.strictEqual(result.code, 2, result.output)
  const { result: tap, points } = await readTap(result.stdout)
  assert.deepStrictEqual([tap.ok, tap.fail], [true, 0], result.stdout)
  const speed = points.find((p) => p.name === '02-node-env/faster-than-deployed')
  assert.match(speed.skip, /^inconclusive: /)
  assert.strictEqual(speed.diag.note, 'This copy of the workshop says the machine cannot show the effect.')
  for (const figure of ['ratio', 'spread', 'threshold', 'pairs', 'baseline', 'node', 'cores']) assert.ok(figure in speed.diag, figure)
})

// A learner's folder: 12 as the starter left it (FAIL) with a line that writes what its server
// sees of its environment (and, with `report`, writes over that report), 11 solved (PASS), the
// others missing.
function learnerFolder (t, { report } = {}) {
  const dir = temporary(t, 'npw-grade-')
  fs.cpSync(path.join(ROOT, 'exercises', '12-n-plus-one', 'starter'), path.join(dir, '12-n-plus-one'), { recursive: true })
  fs.cpSync(path.join(ROOT, 'solutions', '11-memory-leak'), path.join(dir, '11-memory-leak'), { recursive: true })
  const server = path.join(dir, '12-n-plus-one', 'server.js')
  const spy = "const spied = { env: process.env, home: require('node:os').homedir(), environ: require('node:fs').existsSync('/proc/self/environ') ? require('node:fs').readFileSync('/proc/self/environ', 'latin1') : '' }\n" +
    "require('node:fs').writeFileSync(require('node:path').join(__dirname, 'seen.json'), JSON.stringify(spied))\n" +
    (report ? `require('node:fs').writeFileSync(${JSON.stringify(report)}, '<testsuites tests="0"/>')\n` : '')
  fs.writeFileSync(server, fs.readFileSync(server, 'utf8').replace("'use strict'\n", `'use strict'\n${spy}`))
  return dir
}

test('grade: the same ids twice, in Chinese, and after a fix; every requirement of 12\'s table; a secret of the grader\'s never reaches a learner\'s server, nor can it write the report', async (t) => {
  const out = temporary(t, 'npw-reports-')
  const folder = learnerFolder(t, { report: path.join(out, 'first.xml') })
  const secret = 'ghp_grader_secret_123'
  const home = freshHome()
  const grade = (args, lang = 'en') => runCli(['grade', folder, '--lang', lang, ...args], { home, env: { NPW_GRADER_SECRET: secret }, timeoutMs: 300000 })

  const first = await grade(['--reporter', 'tap', '--junit', path.join(out, 'first.xml'), '--json', path.join(out, 'first.json')])
  await assertNothingLeft(t, first)
  assert.strictEqual(first.code, 1, first.output)
  const ids = await reportIds('tap', first.stdout)
  assert.deepStrictEqual(ids, ALL_IDS)
  // The learner's server wrote over the JUnit file; the grader wrote it again, after.
  assert.deepStrictEqual(await reportIds('junit', fs.readFileSync(path.join(out, 'first.xml'), 'utf8')), ALL_IDS)
  const json = JSON.parse(fs.readFileSync(path.join(out, 'first.json'), 'utf8'))
  const twelve = json.learners[0].exercises.find((e) => e.id === '12-n-plus-one')
  assert.deepStrictEqual(twelve.requirements.filter((r) => r.kind === 'requirement').map((r) => r.id.split('/')[1]),
    require(path.join(ROOT, 'exercises', '12-n-plus-one', 'requirements.js')).filter((row) => !row.guidance).map((row) => row.id))
  assert.deepStrictEqual([twelve.status, twelve.stuck, json.learners[0].exercises.find((e) => e.id === '11-memory-leak').status], ['fail', '12-n-plus-one/at-most-4-statements', 'pass'])
  assert.ok(first.stdout.length > 0 && !first.stdout.includes(messagePiece('en', 'grade.totals')), 'stdout holds the report alone')
  assert.ok(first.stderr.includes(messagePiece('en', 'grade.points_total')), first.stderr)

  // What the learner's server saw: no secret, a HOME of its own, removed after.
  const seen = JSON.parse(fs.readFileSync(path.join(folder, '12-n-plus-one', 'seen.json'), 'utf8'))
  assert.strictEqual(seen.env.NPW_GRADER_SECRET, undefined)
  assert.ok(!seen.environ.includes(secret), 'not in its own /proc environ either')
  assert.ok(!JSON.stringify(seen.env).includes(secret))
  assert.ok(seen.env.PORT && seen.env.PATH)
  assert.notStrictEqual(seen.home, home)
  assert.strictEqual(fs.existsSync(seen.home), false, 'its HOME is removed after')

  const again = await grade(['--reporter', 'junit'])
  assert.deepStrictEqual(await reportIds('junit', again.stdout), ids, 'graded twice')
  const chinese = await grade(['--reporter', 'tap'], 'zh-cn')
  assert.deepStrictEqual(await reportIds('tap', chinese.stdout), ids, 'graded in Chinese')
  assert.match(chinese.stdout, /title: "每个请求最多 4 条 SQL 语句"/, 'the titles are translated')
  fs.cpSync(path.join(ROOT, 'solutions', '12-n-plus-one'), path.join(folder, '12-n-plus-one'), { recursive: true })
  const fixed = await grade(['--reporter', 'json'])
  await assertNothingLeft(t, fixed)
  assert.strictEqual(fixed.code, 0, fixed.output)
  assert.deepStrictEqual(await reportIds('json', fixed.stdout), ids, 'graded after the fix')
  const fixedJson = JSON.parse(fixed.stdout)
  assert.strictEqual(fixedJson.learners[0].exercises.find((e) => e.id === '12-n-plus-one').points, TWELVE)
})

test('grade --class: the table, TAP, JUnit, JSON and the page, looked at in a real browser; a learner named like markup shows as text', async (t) => {
  const room = temporary(t, 'npw-room-')
  const copy = (from, learner, folder) => fs.cpSync(from, path.join(room, learner, folder), { recursive: true })
  const markup = '<img src=x onerror=alert(1)>'
  copy(path.join(ROOT, 'exercises', '12-n-plus-one', 'starter'), 'ada', '12-n-plus-one')
  copy(path.join(ROOT, 'solutions', '12-n-plus-one'), 'lin', '12-n-plus-one')
  copy(path.join(ROOT, 'exercises', '05-gzip', 'starter'), 'lin', '05-Gzip')
  copy(path.join(ROOT, 'solutions', '12-n-plus-one'), markup, '12-n-plus-one')
  const out = temporary(t, 'npw-room-reports-')
  const file = (name) => path.join(out, name)
  const result = await runCli(['grade', '--class', room, '--tap', file('room.tap'), '--junit', file('room.xml'), '--json', file('room.json'), '--html', file('room.html')], { timeoutMs: 300000 })
  await assertNothingLeft(t, result)
  assert.strictEqual(result.code, 1, result.output)
  // The table: a learner per line, their points, who is stuck where; what was not graded first.
  assert.match(result.stdout, new RegExp(`^ {2}ada\\s.*\\s3/${TWELVE}\\s`, 'm'))
  assert.match(result.stdout, new RegExp(`^ {2}${markup.replace(/[()]/g, '\\$&')}\\s.*\\s${TWELVE}/${TWELVE}\\s`, 'm'))
  assert.ok(result.stdout.includes(messagePiece('en', 'grade.near_miss')), result.stdout)
  assert.ok(result.stdout.includes('12-n-plus-one/at-most-4-statements'), result.stdout)

  const { points } = await readTap(fs.readFileSync(file('room.tap'), 'utf8'))
  assert.deepStrictEqual(points.filter((p) => p.level === 0).map((p) => [p.name, p.ok]), [[markup, true], ['ada', false], ['lin', true]])
  const suites = readJunit(fs.readFileSync(file('room.xml'), 'utf8')).testsuite
  assert.strictEqual(suites.length, 3 * listExercises().length)
  assert.ok(suites.some((s) => s.name === 'ada / 12-n-plus-one' && s.id === 'ada/12-n-plus-one' && Number(s.failures) === 1))
  const gzip = suites.find((s) => s.id === 'lin/05-gzip')
  assert.match(gzip.properties.property.find((p) => p.name === 'note.1').value, /05-Gzip\/ .* rename it 05-gzip\//)
  const json = JSON.parse(fs.readFileSync(file('room.json'), 'utf8'))
  assert.deepStrictEqual(json.learners.map((l) => [l.name, l.points, l.stuck && l.stuck.requirement]), [[markup, TWELVE, null], ['ada', 3, '12-n-plus-one/at-most-4-statements'], ['lin', TWELVE, null]])

  const { openInChromium } = require('./browser')
  const page = await openInChromium(t, file('room.html'), {
    ready: () => document.querySelectorAll('tbody tr').length > 0,
    inspect: (page) => page.evaluate(() => ({
      learners: [...document.querySelectorAll('tbody th')].map((th) => th.textContent),
      images: document.querySelectorAll('img').length,
      twelve: [...document.querySelectorAll('tbody tr')].map((tr) => tr.children[12].textContent),
      stuck: document.querySelector('tbody tr:nth-child(2) td.stuck code').textContent,
      notGraded: document.querySelector('ul.notes').textContent,
      refresh: document.querySelector('meta[http-equiv=refresh]') !== null
    }))
  })
  if (!page) return // no Chromium here: skipped, and says why
  assert.deepStrictEqual(page.pageErrors, [])
  assert.deepStrictEqual(page.result.learners, [markup, 'ada', 'lin'])
  assert.strictEqual(page.result.images, 0, 'the learner named like markup is text, not an element')
  assert.deepStrictEqual(page.result.twelve, [`${TWELVE}/${TWELVE}`, `3/${TWELVE}`, `${TWELVE}/${TWELVE}`])
  assert.strictEqual(page.result.stuck, '12-n-plus-one/at-most-4-statements')
  assert.match(page.result.notGraded, /05-Gzip\//)
  assert.strictEqual(page.result.refresh, false, 'a finished grade no longer reloads')
})

test('grade cancelled midway (SIGTERM) leaves reports that JUnit and TAP readers accept: what is done, the rest not run', async (t) => {
  const folder = temporary(t, 'npw-cancel-')
  fs.cpSync(path.join(ROOT, 'exercises', '12-n-plus-one', 'starter'), path.join(folder, '12-n-plus-one'), { recursive: true })
  // 14's server accepts connections and never answers: its checks wait for it.
  fs.mkdirSync(path.join(folder, '14-streaming'))
  fs.copyFileSync(fixture('bad-servers', 'accepts-never-answers.js'), path.join(folder, '14-streaming', 'server.js'))
  const out = temporary(t, 'npw-cancel-reports-')
  const json = path.join(out, 'grade.json')
  const { spawn } = require('node:child_process')
  const home = freshHome()
  const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'node-perf-workshop.js'), 'grade', folder, '--reporter', 'tap', '--junit', path.join(out, 'grade.xml'), '--json', json], {
    env: { ...process.env, HOME: home, LANG: 'C.UTF-8', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => { stdout += chunk })
  child.stderr.on('data', (chunk) => { stderr += chunk })
  const closed = new Promise((resolve) => child.on('close', resolve))
  // Once 12 is graded and 14 under way, SIGTERM.
  const deadline = Date.now() + 120000
  const graded = () => {
    try {
      return JSON.parse(fs.readFileSync(json, 'utf8')).learners[0].exercises.find((e) => e.id === '12-n-plus-one').status === 'fail'
    } catch { return false }
  }
  while (!graded() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  await new Promise((resolve) => setTimeout(resolve, 1500))
  child.kill('SIGTERM')
  const code = await closed
  assert.strictEqual(code, 143, stderr)
  const { points, result: tap } = await readTap(stdout)
  assert.strictEqual(tap.count, listExercises().length)
  assert.deepStrictEqual(points.filter((p) => p.level === 0 && p.name === '12-n-plus-one').map((p) => p.ok), [false])
  assert.strictEqual(points.find((p) => p.level === 0 && p.name === '14-streaming').skip, 'cancelled')
  const suites = readJunit(fs.readFileSync(path.join(out, 'grade.xml'), 'utf8')).testsuite
  assert.strictEqual(suites.length, listExercises().length)
  assert.strictEqual(Number(suites.find((s) => s.id === '12-n-plus-one').failures), 1)
  const report = JSON.parse(fs.readFileSync(json, 'utf8'))
  assert.deepStrictEqual([report.complete, report.cancelled], [false, true])
  assert.strictEqual(report.learners[0].exercises.find((e) => e.id === '14-streaming').status, 'not-run')
  const survivors = [...new Set(require('./helpers').processesWithHome(home))].filter(alive)
  assert.deepStrictEqual(survivors, [], 'nothing left running')
})

test('grade --timeout: an exercise over its time limit is stopped and fails, and grading goes on', async (t) => {
  const folder = temporary(t, 'npw-timeout-')
  fs.mkdirSync(path.join(folder, '14-streaming'))
  fs.copyFileSync(fixture('bad-servers', 'accepts-never-answers.js'), path.join(folder, '14-streaming', 'server.js'))
  const result = await runCli(['grade', folder, '--timeout', '3', '--reporter', 'json'], { timeoutMs: 60000 })
  await assertNothingLeft(t, result)
  assert.strictEqual(result.code, 1, result.output)
  const exercise = JSON.parse(result.stdout).learners[0].exercises.find((e) => e.id === '14-streaming')
  assert.deepStrictEqual([exercise.status, exercise.error.key, exercise.requirements[0].status], ['fail', 'grade.timed_out', 'error'])
  assert.ok(result.ms < 30000, `stopped at its limit (${result.ms} ms)`)
})

test('grade and verify given wrongly exit 3, with one sentence and no report in an unknown format; a folder that is not there, a report that says so', async (t) => {
  const out = temporary(t, 'npw-usage-')
  const unknown = await runCli(['grade', out, '--reporter', 'xml'])
  assert.deepStrictEqual([unknown.code, unknown.stdout], [3, ''])
  assert.ok(unknown.stderr.includes(messagePiece('en', 'reporter.unknown')), unknown.stderr)
  const verify = await runCli(['verify', solution('11-memory-leak'), '--reporter', 'xml'])
  assert.deepStrictEqual([verify.code, verify.stdout], [3, ''])
  const timeout = await runCli(['grade', out, '--timeout', 'soon'])
  assert.strictEqual(timeout.code, 3, timeout.output)
  const missing = await runCli(['grade', path.join(out, 'nope'), '--reporter', 'tap', '--junit', path.join(out, 'grade.xml')])
  assert.strictEqual(missing.code, 3, missing.output)
  const { result: tap } = await readTap(missing.stdout)
  assert.ok(tap.bailout.includes(messagePiece('en', 'grade.no_folder')), missing.stdout)
  assert.strictEqual(readJunit(fs.readFileSync(path.join(out, 'grade.xml'), 'utf8')).testsuite[0].testcase[0].error.type, 'grade.no_folder')
  const nothing = await runCli(['grade', out])
  assert.strictEqual(nothing.code, 3, nothing.output)
})

test('the CI recipes are the same commands in every language; the docs name no test id that does not exist', () => {
  const { gradingDoc } = require('./recipes')
  const steps = (lang) => Object.fromEntries(Object.entries(recipes(lang)).map(([ci, job]) => [ci, { env: job.env, steps: job.steps.map((step) => step.script || step.uses) }]))
  const english = steps('en')
  for (const lang of ['zh-cn', 'ko']) {
    assert.deepStrictEqual(steps(lang), english, `docs/GRADING.${lang}.md`)
    assert.deepStrictEqual(recipes(lang).jenkins.jenkinsfile.replace(/\/\/.*$/gm, ''), recipes('en').jenkins.jenkinsfile.replace(/\/\/.*$/gm, ''), `docs/GRADING.${lang}.md: the Jenkinsfile`)
  }
  const known = new Set(ALL_IDS)
  for (const lang of ['en', 'zh-cn', 'ko']) {
    for (const [id] of gradingDoc(lang).matchAll(/\b\d\d-[a-z-]+\/[a-z0-9][a-z0-9._-]*[a-z0-9]\b/g)) {
      if (/\.(js|xml|json)$/.test(id)) continue // a file of the exercise
      assert.ok(known.has(id), `docs/GRADING${lang === 'en' ? '' : `.${lang}`}.md names ${id}, which no exercise has`)
    }
  }
})

// `npm install --global "$WORKSHOP"`, as the test does it: the command on PATH runs this checkout.
function installedHere (t) {
  const { version } = require('../package.json')
  const bin = temporary(t, 'npw-bin-')
  fs.writeFileSync(path.join(bin, 'node-perf-workshop'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(ROOT, 'bin', 'node-perf-workshop.js'))} "$@"\n`, { mode: 0o755 })
  return { bin, tarball: `./node-perf-workshop-${version}.tgz` }
}

for (const ci of ['github', 'gitlab', 'jenkins']) {
  test(`the CI recipe for ${{ github: 'GitHub Actions', gitlab: 'GitLab CI', jenkins: 'Jenkins' }[ci]} runs as printed: the job fails on a FAIL, and leaves a JUnit file its reader accepts`, async (t) => {
    const job = recipes('en')[ci]
    const { bin, tarball } = installedHere(t)
    assert.strictEqual(job.env.WORKSHOP, tarball, 'the recipe installs this version of the workshop')
    assert.ok(job.steps.some((step) => step.script && step.script.includes(INSTALL)), 'the install step')
    const folder = temporary(t, 'npw-ci-')
    fs.cpSync(path.join(ROOT, 'exercises', '12-n-plus-one', 'starter'), path.join(folder, '12-n-plus-one'), { recursive: true })
    const read = []
    const run = await runJob(job, {
      cwd: folder,
      env: { PATH: `${bin}:${path.dirname(process.execPath)}:${process.env.PATH}`, HOME: freshHome() },
      replace: (script) => script.replace(INSTALL, ': installed by the test'),
      uses: (step) => {
        // What the `uses:` steps after the grade read: the files it wrote.
        if (step.uses.startsWith('actions/upload-artifact')) for (const file of step.with.path.trim().split('\n')) read.push(fs.readFileSync(path.join(folder, file), 'utf8'))
        if (step.uses.startsWith('dorny/test-reporter')) read.push(fs.readFileSync(path.join(folder, step.with.path), 'utf8'))
      }
    })
    assert.strictEqual(run.code, 1, `a FAIL fails the job:\n${run.output}`)
    const junitFile = {
      github: () => job.job.steps.find((step) => step.uses && step.uses.startsWith('dorny/test-reporter')).with.path,
      gitlab: () => job.job.artifacts.reports.junit,
      jenkins: () => /junit testResults: '([^']+)'/.exec(job.jenkinsfile)[1]
    }[ci]()
    assert.ok(junitFile, 'the recipe hands the JUnit file to its CI')
    const suites = readJunit(fs.readFileSync(path.join(folder, junitFile), 'utf8')).testsuite
    assert.deepStrictEqual(suites.flatMap((s) => s.testcase.map((c) => c.name)), ALL_IDS)
    assert.strictEqual(Number(suites.find((s) => s.id === '12-n-plus-one').failures), 1)
    if (ci === 'github') {
      assert.deepStrictEqual(run.ran.filter((step) => step.uses).map((step) => step.uses.split('@')[0]), ['actions/checkout', 'actions/setup-node', 'actions/upload-artifact', 'dorny/test-reporter'])
      assert.strictEqual(read.length, 3, 'the artifact and the report step read what grade wrote')
      assert.ok(job.job['timeout-minutes'] > 0, 'a job timeout')
    }
    if (ci === 'gitlab') assert.strictEqual(job.job.artifacts.when, 'always')
    if (ci === 'jenkins') assert.match(job.jenkinsfile, /post \{\s*always \{\s*junit testResults: 'grade\.xml'/)
  })
}
