'use strict'
// The reports of verify and grade (lib/reporters), from recorded events, without a server: a point
// per requirement (lib/verify/requirements.js, lib/reporters/results.js) with the same ids
// whatever the outcome or the language, its status and points; the TAP, JUnit and JSON renderings
// read by real consumers (tap-parser in strict mode, fast-xml-parser); grade's streamed TAP, a
// room's reports, a cancel. test/grade.test.js gets the same reports from the real CLI.
const test = require('node:test')
const assert = require('node:assert')
const { Parser } = require('tap-parser')
const { XMLParser, XMLValidator } = require('fast-xml-parser')
const { reportFormat, render } = require('../lib/reporters')
const { exerciseResult, unrunResult } = require('../lib/reporters/results')
const { createDocument, record, finish } = require('../lib/reporters/document')
const { gradeTapStream, gradeTap } = require('../lib/reporters/tap')
const { requirementPlan, functionalTests } = require('../lib/verify/requirements')
const { requirementsOf } = require('../lib/verify/requirements')
const { createTranslator } = require('../lib/i18n')
const { findExercise, listExercises } = require('../lib/exercises')
const { LearnerError } = require('../lib/errors')

const t = createTranslator('en')
const nPlusOne = findExercise('n-plus-one')
const nodeEnv = findExercise('node-env')

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
  assert.deepStrictEqual((parsed.result.failures || []).filter((f) => f.tapError), [], text)
  assert.strictEqual(parsed.result.plan.end, parsed.result.count, `the plan counts every point:\n${text}`)
  return parsed
}

function readJunit (xml) {
  assert.strictEqual(XMLValidator.validate(xml), true, xml)
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) })
    .parse(xml).testsuites
}

// Events as the engine reports them (lib/reporters/index.js).
const own = (exercise, key) => `exercises.${exercise.id}.checks.${key}`
function functional (exercise, name, { key, message = 'it failed', observed, skipped = false } = {}) {
  return { type: 'check', stage: 'functional', ok: !key && !message.startsWith('!'), skipped, name: t(own(exercise, name)), nameKey: own(exercise, name), key, message: key ? message : '', observed, ms: 40 }
}
const passing = (exercise, name) => ({ ...functional(exercise, name), ok: true })
const failing = (exercise, name, key, extra = {}) => ({ ...functional(exercise, name, { key: own(exercise, key), ...extra }), ok: false })
const check = (index, ok, key, params = {}) => ({ type: 'check', stage: 'deterministic', index, ok, name: `the sentence of ${key}`, key, params, ms: 300 })
const verdict = (kind, text = `${kind}!`) => ({ type: 'verdict', kind, text })

function speedResult ({ ratio, verdict, excuse = null }) {
  const round = (rps) => ({ rps, p99: 12.34, non2xx: 0, errors: 0, timeouts: 0, mismatches: 0, failures: 0, bytesPerResponse: 900 })
  return { verdict, noisy: false, threshold: 2, measure: 'rps', ratio, low: ratio * 0.9, high: ratio * 1.1, pairs: [{}, {}, {}], yours: round(1000 * ratio), baseline: round(1000), excuse }
}
const speed = (kind, reason = 'speed', note) => ({
  type: 'speed', name: 'Is it faster?', verdict: kind, reason, note, ms: 4000, result: speedResult({ ratio: kind === 'pass' ? 3.9 : 1.1, verdict: reason === 'errors' ? 'errors' : kind })
})

// 12's run as the engine reports it: both functional checks, then the deterministic ones.
const nPlusOnePass = [passing(nPlusOne, 'same_orders'), passing(nPlusOne, 'unknown_customers'), check(0, true, 'few_statements'), check(1, true, 'plans_search'), check(2, true, 'statements_reused'), verdict('pass')]
const nPlusOneStarter = [passing(nPlusOne, 'same_orders'), passing(nPlusOne, 'unknown_customers'), check(0, false, 'too_many_statements', { statements: 62, max: 4 }), verdict('fail')]
const nPlusOneBroken404 = [passing(nPlusOne, 'same_orders'), failing(nPlusOne, 'unknown_customers', 'unknown_status', { message: 'GET /api/customers/0/orders answered 200 instead of 404', observed: { actual: 200, expected: 404, operator: 'strictEqual' } }), verdict('fail')]
const crash = new LearnerError('harness.crashed', { file: 'server.js', code: 1 },
  '      if (!missing) throw error\n      ^\n\x1b[31mError: boom # not a directive\x1b[0m\n...\nnot ok 99 - not a point\n    at server.js:3:7')

const result = (exercise, events, options = {}) => exerciseResult({ exercise, t, events, folder: exercise.folder, file: `${exercise.folder}/server.js`, ...options })
const statusOf = (res) => Object.fromEntries(res.requirements.map((r) => [r.name, r.status]))
const document = (results, { command = 'verify' } = {}) => {
  const doc = createDocument({ command, t, lang: 'en', learners: [{ name: null, folder: 'work', entries: results.map((r) => ({ exercise: findExercise(r.exercise.key) })) }] })
  results.forEach((r, i) => record(doc, 0, i, r))
  finish(doc)
  return doc
}

test('an exercise\'s points are the same ids on every run, whatever the outcome or the language', () => {
  const ids = (res) => res.requirements.map((r) => r.id)
  const expected = ['12-n-plus-one/runs', ...requirementsOf(nPlusOne).filter((row) => !row.guidance).map((row) => `12-n-plus-one/${row.id}`)]
  const runs = [nPlusOnePass, nPlusOneStarter, nPlusOneBroken404, []].map((events) => result(nPlusOne, events))
  runs.push(result(nPlusOne, [], { stop: { error: crash } }), result(nPlusOne, nPlusOneStarter.slice(0, 2), { stop: { cancelled: true } }))
  runs.push(exerciseResult({ exercise: nPlusOne, t: createTranslator('zh-cn'), events: nPlusOneStarter }))
  runs.push(unrunResult({ exercise: nPlusOne, t, status: 'not-attempted' }))
  for (const res of runs) assert.deepStrictEqual(ids(res), expected)
  // The titles are in the grader's language; the ids are not.
  assert.notStrictEqual(runs.at(-2).requirements[1].title, runs[0].requirements[1].title)
})

test('12\'s starter: the check that failed FAILs its row, the rows of later checks are not reached, the others PASS', () => {
  const res = result(nPlusOne, nPlusOneStarter)
  assert.deepStrictEqual(statusOf(res), {
    runs: 'pass',
    'same-json': 'pass',
    'customer-without-orders': 'pass',
    'unknown-customer-404': 'pass',
    'at-most-4-statements': 'fail',
    'runs-a-statement': 'skip', // decided by the same check, which stopped at its first failure
    'reads-the-database': 'skip',
    'plans-use-indexes': 'skip',
    'own-tables-small': 'skip',
    'prepared-once': 'skip'
  })
  const skipped = res.requirements.filter((r) => r.status === 'skip')
  assert.ok(skipped.every((r) => r.skip.code === 'not-reached' && r.skip.after === '12-n-plus-one/at-most-4-statements'))
  assert.strictEqual(skipped[0].message, 'not reached: at-most-4-statements failed first')
  assert.deepStrictEqual([res.points, res.max, res.status, res.stuck], [3, 9, 'fail', '12-n-plus-one/at-most-4-statements'])
  const failed = res.requirements.find((r) => r.status === 'fail')
  assert.deepStrictEqual(failed.evidence, { stage: 'deterministic', check: own(nPlusOne, 'too_many_statements'), observed: { statements: 62, max: 4 } })
})

test('a functional FAIL leaves every deterministic row not reached, and earns the rows its passing checks decided', () => {
  const res = result(nPlusOne, nPlusOneBroken404)
  const status = statusOf(res)
  assert.strictEqual(status['unknown-customer-404'], 'fail')
  assert.strictEqual(status['same-json'], 'pass')
  for (const row of ['at-most-4-statements', 'reads-the-database', 'plans-use-indexes', 'prepared-once']) assert.strictEqual(status[row], 'skip', row)
  assert.strictEqual(res.points, 2)
  const failed = res.requirements.find((r) => r.status === 'fail')
  assert.deepStrictEqual(failed.evidence, { stage: 'functional', check: own(nPlusOne, 'unknown_status'), actual: 200, expected: 404, operator: 'strictEqual' })
})

test('a failure whose key no row has fails the first row its check decides, the others of that check not reached', () => {
  const events = [failing(nPlusOne, 'same_orders', 'content_type', { message: 'GET /api/customers/1/orders answered text/html' }), passing(nPlusOne, 'unknown_customers'), verdict('fail')]
  const status = statusOf(result(nPlusOne, events))
  assert.strictEqual(status['same-json'], 'fail')
  assert.strictEqual(status['customer-without-orders'], 'skip')
  assert.strictEqual(status['unknown-customer-404'], 'pass')
})

test('a server that never started: runs is the ERROR, every other point not reached because it never started', () => {
  const res = result(nPlusOne, [], { stop: { error: new LearnerError('harness.never_listened', { seconds: 10, port: 1234 }) } })
  assert.strictEqual(res.requirements[0].status, 'error')
  assert.strictEqual(res.requirements[0].evidence.error, 'harness.never_listened')
  assert.ok(res.requirements.slice(1).every((r) => r.status === 'skip' && r.skip.code === 'never-started'))
  assert.deepStrictEqual([res.status, res.points, res.error.key], ['fail', 0, 'harness.never_listened'])
  // No port in a point's id or name; the port is in the message only.
  assert.ok(res.requirements.every((r) => !r.id.includes('1234')))
})

test('01: a program that never exits is its row\'s ERROR (client.timed_out), not the run\'s', () => {
  const measure = findExercise('measure')
  const res = result(measure, [], { stop: { error: new LearnerError('client.timed_out', { seconds: 20 }) } })
  const status = statusOf(res)
  assert.strictEqual(status.exits, 'error')
  assert.strictEqual(status.runs, 'skip')
})

test('the speed check: PASS with its figures, FAIL of its row, inconclusive and no speed check are SKIPs with their reason', () => {
  const head = [passing(nodeEnv, 'page_renders'), passing(nodeEnv, 'staging_config'), passing(nodeEnv, 'errors_hidden'), check(0, true, 'still_production'), check(1, true, 'fallback_ok')]
  const pass = result(nodeEnv, [...head, speed('pass'), verdict('pass')])
  const row = (res) => res.requirements.find((r) => r.name === 'faster-than-deployed')
  assert.strictEqual(row(pass).status, 'pass')
  assert.strictEqual(row(pass).evidence.ratio, 3.9)
  assert.strictEqual(pass.points, pass.max)
  const fail = result(nodeEnv, [...head, speed('fail'), verdict('fail')])
  assert.strictEqual(row(fail).status, 'fail')
  assert.match(row(fail).message, /1\.10× the requests per second/)
  assert.strictEqual(fail.points, fail.max - 1)
  const errors = result(nodeEnv, [...head, speed('fail', 'errors'), verdict('fail')])
  assert.strictEqual(row(errors).status, 'fail')
  const busy = result(nodeEnv, [...head, speed('inconclusive', 'busy', 'other programs kept 1.4 of 2 cores busy'), verdict('inconclusive')])
  assert.deepStrictEqual([row(busy).status, row(busy).skip.code, busy.status], ['skip', 'inconclusive', 'inconclusive'])
  const none = result(nodeEnv, [...head, { type: 'speed', skipped: true, note: 'One core: no speed check' }, verdict('pass')])
  assert.deepStrictEqual([row(none).status, row(none).skip.code, row(none).message], ['skip', 'no-speed-check', 'One core: no speed check'])
})

test('every row of every exercise FAILs alone when its check fails with its key, and nothing else does', () => {
  for (const exercise of listExercises()) {
    const plan = requirementPlan(exercise)
    for (const point of plan.points.filter((p) => p.kind === 'requirement')) {
      const [decider] = point.deciders
      let events
      if (decider.startsWith('functional:')) events = [{ ...functional(exercise, decider.slice(11), { key: point.check }), ok: false }]
      else if (decider.startsWith('check:')) events = [check(Number(decider.slice(6)), false, point.check.split('.').pop())]
      else if (decider === 'speed') events = [{ ...speed('fail'), result: { ...speedResult({ ratio: 1.1, verdict: 'fail' }), measure: { 'verdict.fail_speed_cpu': 'cpu', 'verdict.fail_speed_p99': 'p99' }[point.check] || 'rps' } }]
      const stop = decider === 'runs' ? { error: new LearnerError(point.check, { seconds: 20, code: 1 }) } : null
      const res = result(exercise, events || [], { stop })
      const failed = res.requirements.filter((r) => r.status === 'fail' || r.status === 'error').map((r) => r.name)
      const sameKey = plan.points.filter((p) => p.check === point.check).map((p) => p.name)
      assert.deepStrictEqual(failed, sameKey, `${exercise.folder}: ${point.name} (${decider})`)
    }
  }
})

test('a weight is the points a PASS earns; runs and the checks\' own points weigh nothing', () => {
  const plan = requirementPlan(nPlusOne)
  const saved = plan.points.map((p) => p.weight)
  try {
    plan.points.find((p) => p.name === 'same-json').weight = 3
    const res = result(nPlusOne, nPlusOneStarter)
    assert.deepStrictEqual([res.points, res.max], [5, 11])
  } finally {
    plan.points.forEach((p, i) => { p.weight = saved[i] })
  }
  for (const exercise of listExercises()) {
    for (const point of requirementPlan(exercise).points) assert.strictEqual(point.weight, point.kind === 'requirement' ? 1 : 0, point.id)
  }
})

test('functional.js is read as tests and the message keys each makes, through the helpers it calls', () => {
  const source = [
    "const { t } = require('./kit')",
    'function helper (res) {',
    "  assert.ok(res, t('helper_key'))",
    '}',
    "const arrow = (x) => t('arrow_key', { x })",
    "test(t('first'), async () => {",
    "  assert.ok(true, t('own_key'))",
    '  helper(1)',
    '})',
    '',
    "test(t('second'), () => {",
    "  if (1) assert.fail(cond ? t('a') : t('b'))",
    '  arrow(2)',
    '})'
  ].join('\n')
  assert.deepStrictEqual(functionalTests(source).map((test) => [test.name, [...test.keys].sort()]), [
    ['first', ['helper_key', 'own_key']],
    ['second', ['a', 'arrow_key', 'b']]
  ])
})

test('TAP: verify\'s report, the plan, a point per requirement named by its id, the title and points in YAML, the verdict and points as comments', async () => {
  const text = render('tap', document([result(nPlusOne, nPlusOneStarter)]), t)
  const { result: tap, points } = await readTap(text)
  assert.deepStrictEqual([tap.count, tap.pass, tap.fail, tap.skip], [10, 9, 1, 5])
  assert.deepStrictEqual(points.map((p) => p.name), requirementPlan(nPlusOne).points.map((p) => p.id))
  const failed = points.find((p) => !p.ok)
  assert.deepStrictEqual(failed.diag, {
    title: t('exercises.n-plus-one.requirements.at-most-4-statements'),
    points: 0,
    max: 1,
    stage: 'deterministic',
    message: 'the sentence of too_many_statements',
    check: own(nPlusOne, 'too_many_statements'),
    observed: { statements: 62, max: 4 }
  })
  assert.strictEqual(failed.time, 300, 'duration_ms, which tap-parser reads as the point\'s time')
  assert.strictEqual(points[5].skip, 'not reached: at-most-4-statements failed first')
  assert.match(text, /\n# Points: 3 of 9\.\n$/)
})

test('TAP: an assertion\'s actual and expected at the top of the YAML; # and \\ escaped in a reason', async () => {
  const { points } = await readTap(render('tap', document([result(nPlusOne, nPlusOneBroken404)]), t))
  const failed = points.find((p) => !p.ok)
  assert.deepStrictEqual([failed.diag.actual, failed.diag.expected, failed.diag.operator], [200, 404, 'strictEqual'])
  const busy = result(nodeEnv, [speed('inconclusive', 'busy')])
  busy.requirements.find((r) => r.status === 'skip' && r.skip.code === 'inconclusive').message = 'Inconclusive: 1.10× # noisy \\ machine'
  const parsed = await readTap(render('tap', document([busy]), t))
  assert.strictEqual(parsed.points.find((p) => /^inconclusive/.test(p.skip)).skip, 'inconclusive: 1.10× # noisy \\ machine')
})

test('TAP: a crash\'s last lines stay lines, as printed, the first one further in, control characters out', async () => {
  const crashed = result(nPlusOne, [passing(nPlusOne, 'same_orders')], { stop: { error: crash } })
  const { points } = await readTap(render('tap', document([crashed]), t))
  const runs = points[0]
  assert.strictEqual(runs.ok, false)
  assert.strictEqual(runs.diag.error, 'harness.crashed')
  assert.strictEqual(runs.diag.details, '      if (!missing) throw error\n      ^\nError: boom # not a directive\n...\nnot ok 99 - not a point\n    at server.js:3:7')
  const xml = render('junit', document([crashed]), t)
  assert.doesNotMatch(xml, /\x1b/) // eslint-disable-line no-control-regex
  const [suite] = readJunit(xml).testsuite
  const testcase = suite.testcase[0]
  assert.strictEqual(testcase.error.type, 'harness.crashed')
  assert.strictEqual(testcase['system-out'], runs.diag.details.split('\n').map((line) => line.trimEnd()).join('\n').replace(/^\s+/, ''))
})

test('JUnit: verify\'s report, a suite named by the exercise, a testcase per requirement with its id, the counts as parsed', () => {
  const xml = render('junit', document([result(nPlusOne, nPlusOneStarter)]), t)
  const suites = readJunit(xml)
  const [suite] = suites.testsuite
  assert.deepStrictEqual([suite.name, suite.id], ['12-n-plus-one', '12-n-plus-one'])
  assert.deepStrictEqual(suite.testcase.map((c) => c.name), requirementPlan(nPlusOne).points.map((p) => p.id))
  assert.ok(suite.testcase.every((c) => c.classname === '12-n-plus-one'))
  assert.strictEqual(suite.file, '12-n-plus-one/server.js', 'the submission graded')
  assert.deepStrictEqual([suite.tests, suite.failures, suite.errors, suite.skipped].map(Number), [10, 1, 0, 5])
  assert.deepStrictEqual([suites.tests, suites.failures, suites.errors].map(Number), [10, 1, 0])
  // Only the attributes the schema Jenkins' xunit plugin validates with (junit-10.xsd) allows.
  const allowed = {
    testsuites: ['name', 'time', 'tests', 'failures', 'errors'],
    testsuite: ['name', 'tests', 'failures', 'errors', 'group', 'time', 'skipped', 'timestamp', 'hostname', 'id', 'package', 'file', 'log', 'url'],
    testcase: ['name', 'time', 'classname', 'group']
  }
  for (const [element, names] of Object.entries(allowed)) {
    for (const [, attrs] of xml.matchAll(new RegExp(`<${element}((?: [a-z.]+="[^"]*")*)`, 'g'))) {
      for (const [, name] of attrs.matchAll(/ ([a-z.]+)=/g)) assert.ok(names.includes(name), `${element} has ${name}, which junit-10.xsd does not allow`)
    }
  }
  const failure = suite.testcase.find((c) => c.failure).failure
  assert.strictEqual(failure.type, own(nPlusOne, 'too_many_statements'))
  assert.match(failure['#text'], /^title: "at most 4 SQL statements per request"\n/)
  const properties = Object.fromEntries(suite.properties.property.map((p) => [p.name, p.value]))
  assert.deepStrictEqual([properties.points, properties.max, properties.verdict, properties.folder].map(String), ['3', '9', 'fail', '12-n-plus-one'])
})

test('JSON: the documented, versioned report, a requirement per entry with its id, title, status, points, message and evidence', () => {
  const json = JSON.parse(render('json', document([result(nPlusOne, nPlusOneStarter)]), t))
  assert.deepStrictEqual([json.format, json.version, json.command, json.complete, json.points, json.max], ['node-perf-workshop-report', 1, 'verify', true, 3, 9])
  const [exercise] = json.learners[0].exercises
  assert.deepStrictEqual([exercise.id, exercise.status, exercise.points, exercise.max], ['12-n-plus-one', 'fail', 3, 9])
  const failed = exercise.requirements.find((r) => r.status === 'fail')
  assert.deepStrictEqual(Object.keys(failed), ['id', 'title', 'status', 'points', 'max', 'kind', 'message', 'evidence', 'duration_ms'])
  assert.deepStrictEqual(json.learners[0].stuck, { exercise: '12-n-plus-one', requirement: '12-n-plus-one/at-most-4-statements', title: failed.title, message: failed.message })
})

test('--reporter with a format the workshop does not write is a command given wrongly', () => {
  assert.throws(() => reportFormat('xml'), (error) => error.key === 'reporter.unknown' && error.params.reporters === 'tap, junit, json' && error.constructor.name === 'UsageError')
  assert.throws(() => reportFormat(true), (error) => error.key === 'reporter.missing') // `--reporter` alone
})

// A room: alice failed 12, bob passed it; 02 not attempted by either.
function roomDocument () {
  const exercises = [nodeEnv, nPlusOne]
  const learners = ['alice', 'bob # <b>'].map((name) => ({ name, folder: `room/${name}`, notes: [], entries: exercises.map((exercise) => ({ exercise, dir: exercise === nPlusOne ? `room/${name}/12-n-plus-one` : null, notes: [] })) }))
  const doc = createDocument({ command: 'grade', room: true, t, lang: 'en', learners })
  return { doc, exercises }
}

test('grade --class: TAP a subtest per learner holding the exercises\', JUnit a suite per learner and exercise with the learner in its name and id', async () => {
  const { doc } = roomDocument()
  record(doc, 0, 0, unrunResult({ exercise: nodeEnv, t, status: 'not-attempted' }))
  record(doc, 0, 1, result(nPlusOne, nPlusOneStarter))
  record(doc, 1, 0, unrunResult({ exercise: nodeEnv, t, status: 'not-attempted' }))
  record(doc, 1, 1, result(nPlusOne, nPlusOnePass))
  finish(doc)
  const { points, result: tap } = await readTap(render('tap', doc, t))
  assert.deepStrictEqual(points.filter((p) => p.level === 0).map((p) => [p.name, p.ok]), [['alice', false], ['bob # <b>', true]])
  assert.deepStrictEqual(points.filter((p) => p.level === 1).map((p) => p.name), ['02-node-env', '12-n-plus-one', '02-node-env', '12-n-plus-one'])
  assert.strictEqual(tap.count, 2)
  const suites = readJunit(render('junit', doc, t))
  assert.deepStrictEqual(suites.testsuite.map((s) => [s.name, s.id]), [
    ['alice / 02-node-env', 'alice/02-node-env'], ['alice / 12-n-plus-one', 'alice/12-n-plus-one'],
    ['bob # <b> / 02-node-env', 'bob # <b>/02-node-env'], ['bob # <b> / 12-n-plus-one', 'bob # <b>/12-n-plus-one']
  ])
  assert.strictEqual(suites.testsuite[1].testcase[0].classname, 'alice.12-n-plus-one')
  const json = JSON.parse(render('json', doc, t))
  assert.deepStrictEqual(json.learners.map((l) => [l.name, l.points, l.status]), [['alice', 3, 'fail'], ['bob # <b>', 9, 'pass']])
})

test('grade\'s TAP streamed exercise by exercise is the TAP of the whole report, and a cancel leaves one the parsers accept', async () => {
  const { doc } = roomDocument()
  let streamed = ''
  const stream = gradeTapStream((chunk) => { streamed += chunk })
  stream.start(doc)
  record(doc, 0, 0, unrunResult({ exercise: nodeEnv, t, status: 'not-attempted' }))
  stream.exercise(doc.learners[0], doc.learners[0].exercises[0])
  // Cancelled during alice's 12: what it reported so far, the rest not run.
  record(doc, 0, 1, result(nPlusOne, nPlusOneStarter.slice(0, 2), { stop: { cancelled: true } }))
  finish(doc, { cancelled: true })
  stream.exercise(doc.learners[0], doc.learners[0].exercises[1])
  stream.learnerEnd(doc.learners[0])
  for (const exercise of doc.learners[1].exercises) stream.exercise(doc.learners[1], exercise)
  stream.learnerEnd(doc.learners[1])
  assert.strictEqual(streamed, gradeTap(doc))
  const { points } = await readTap(streamed)
  const twelve = points.filter((p) => p.level === 2 && p.name.startsWith('12-n-plus-one/'))
  assert.deepStrictEqual(twelve.slice(0, 4).map((p) => p.skip || 'ok'), ['cancelled', 'ok', 'ok', 'ok'])
  assert.ok(twelve.slice(8).every((p) => p.skip === 'cancelled'), 'bob\'s 12 was not run')
  const suites = readJunit(render('junit', doc, t))
  assert.strictEqual(suites.testsuite.length, 4)
  const json = JSON.parse(render('json', doc, t))
  assert.deepStrictEqual([json.complete, json.cancelled, json.learners[1].exercises[1].status], [false, true, 'not-run'])
})

// `run` makes every check: one that returns an earlier check's finding (it cannot be made before
// that one is met) is referred to in the terminal, not printed again; the report keeps each.
test('terminal: a finding already shown is referred to, not repeated; a functional check\'s is always shown', () => {
  const { terminalReport } = require('../lib/reporters/terminal')
  const lines = []
  const out = { ok: (text) => lines.push(['ok', text]), bad: (text, detail) => lines.push(['bad', text, detail]) }
  const show = terminalReport({ out, t, exercise: nPlusOne })
  const onMain = 'trackStats ran 16 time(s) on the main thread.'
  show({ type: 'check', stage: 'deterministic', index: 0, ok: false, name: onMain })
  show({ type: 'check', stage: 'deterministic', index: 1, ok: true, name: 'threads reused' })
  show({ type: 'check', stage: 'deterministic', index: 2, ok: false, name: onMain })
  show({ type: 'check', stage: 'deterministic', index: 3, ok: false, name: 'another finding' })
  show({ type: 'check', stage: 'functional', ok: false, name: 'GET /health', message: 'no answer' })
  show({ type: 'check', stage: 'functional', ok: false, name: 'GET /health', message: 'no answer' })
  assert.deepStrictEqual(lines, [
    ['bad', onMain, ''], ['ok', 'threads reused'], ['bad', t('reporter.same_finding'), ''], ['bad', 'another finding', ''],
    ['bad', 'GET /health', 'no answer'], ['bad', 'GET /health', 'no answer']
  ])
})

// verify makes its report after the verification: started is when it began, not when it ended.
test('JSON: a report made after the work says when the work started', () => {
  const doc = createDocument({ command: 'verify', t, lang: 'en', started: Date.parse('2026-12-03T10:00:00.000Z'), learners: [{ name: null, folder: '12-n-plus-one', entries: [{ exercise: nPlusOne }] }] })
  finish(doc)
  assert.strictEqual(doc.started, '2026-12-03T10:00:00.000Z')
  assert.ok(Date.parse(doc.ended) > Date.parse(doc.started))
})
