'use strict'
// The TAP and JUnit reports of verify and grade (lib/reporters), read by real consumers:
// tap-parser (node-tap's own parser) and fast-xml-parser. Here the reporters get the events of
// every kind of verification (a PASS, a FAIL at each stage, an inconclusive, a crash, bad
// input) without a server; test/grade.test.js gets them from the real CLI.
const test = require('node:test')
const assert = require('node:assert')
const { Parser } = require('tap-parser')
const { XMLParser, XMLValidator } = require('fast-xml-parser')
const { createReporter } = require('../lib/reporters')
const { createTranslator } = require('../lib/i18n')
const { findExercise } = require('../lib/exercises')
const { LearnerError } = require('../lib/errors')

const t = createTranslator('en')
const nodeEnv = findExercise('node-env')
const cacheJson = findExercise('cache-json')

// Resolves tap-parser's final result, with every test point seen at any depth and every
// line it could not read.
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

// No parse error anywhere: tap-parser lists them as failures with a tapError.
function assertParsed ({ result, problems }) {
  assert.deepStrictEqual(problems, [])
  assert.deepStrictEqual((result.failures || []).filter((f) => f.tapError), [], 'tap-parser errors')
}

function parseJunit (xml) {
  assert.strictEqual(XMLValidator.validate(xml), true, xml)
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name)
  })
  return parser.parse(xml).testsuites
}

// A speed result as compareServers gives it.
function speedResult ({ ratio, verdict, excuse = null, yours = {} }) {
  const round = (rps) => ({ rps, p99: 12.34, non2xx: 0, errors: 0, timeouts: 0, mismatches: 0, failures: 0, bytesPerResponse: 900 })
  return {
    verdict,
    noisy: false,
    threshold: 2,
    measure: 'rps',
    ratio,
    low: ratio * 0.9,
    high: ratio * 1.1,
    pairs: [{}, {}, {}],
    yours: { ...round(1000 * ratio), ...yours },
    baseline: round(1000),
    excuse
  }
}

const ok = (name, stage = 'functional') => ({ type: 'check', stage, ok: true, skipped: false, name, message: '', ms: 12 })
const functionalFail = { type: 'check', stage: 'functional', ok: false, skipped: false, name: 'GET /health answers 200', message: 'GET /health answered 404 instead of 200', observed: { actual: 404, expected: 200, operator: 'strictEqual' }, ms: 30 }
const checkFail = { type: 'check', stage: 'deterministic', ok: false, name: 'Each GET still serialises (5 calls for 5 GETs)', key: 'stringify_per_get', params: { calls: 5, gets: 5 }, ms: 200 }
const speed = (verdict, reason, extra = {}) => ({
  type: 'speed',
  name: t('speed.heading', { method: 'GET', path: '/', baseline: 'the starter', threshold: '2.00×' }),
  verdict,
  reason,
  result: speedResult({ ratio: verdict === 'pass' ? 3.9 : 1.1, verdict: reason === 'errors' ? 'errors' : verdict, ...extra }),
  ms: 4000,
  note: extra.note
})
const verdict = (kind, text) => ({ type: 'verdict', kind, text })
// A crash's details hold what a terminal shows: colours, a TAP-looking line, a YAML end marker.
const crash = new LearnerError('harness.crashed', { file: 'server.js', code: 1 },
  '\x1b[31mError: boom # not a directive\x1b[0m\n...\nnot ok 99 - not a point\n    at server.js:3:7')

// [name, events, then: { ok, fail, skip, bailout } of the TAP and the JUnit counts]
const CASES = [
  ['a PASS', [ok('the page renders'), ok('the config is staging'), ok('0 stringify per GET', 'deterministic'), speed('pass', 'speed'), verdict('pass', 'ratio fine')],
    { pass: 4, fail: 0, skip: 0, junit: { tests: 4, failures: 0, errors: 0, skipped: 0 } }],
  ['a FAIL of a functional check', [ok('the page renders'), functionalFail, verdict('fail', '1 check(s) failed')],
    { pass: 1, fail: 1, skip: 0, junit: { tests: 2, failures: 1, errors: 0, skipped: 0 } }],
  ['a FAIL of a deterministic check', [ok('the page renders'), checkFail, verdict('fail', checkFail.name)],
    { pass: 1, fail: 1, skip: 0, junit: { tests: 2, failures: 1, errors: 0, skipped: 0 } }],
  ['a FAIL of the speed check', [ok('the page renders'), speed('fail', 'speed'), verdict('fail', 'too slow')],
    { pass: 1, fail: 1, skip: 0, junit: { tests: 2, failures: 1, errors: 0, skipped: 0 } }],
  ['a FAIL with errors under load', [ok('the page renders'), speed('fail', 'errors', { yours: { non2xx: 7, mismatches: 7 } }), verdict('fail', 'errors')],
    { pass: 1, fail: 1, skip: 0, junit: { tests: 2, failures: 1, errors: 0, skipped: 0 } }],
  ['an inconclusive speed check', [ok('the page renders'), speed('inconclusive', 'busy', { excuse: { key: 'busy' }, note: 'other programs kept 1.4 of 2 cores busy' }), verdict('inconclusive', 'Inconclusive: busy')],
    { pass: 2, fail: 0, skip: 1, junit: { tests: 2, failures: 0, errors: 0, skipped: 1 } }],
  ['a speed check this machine cannot make', [ok('the page renders'), { type: 'speed', skipped: true, note: 'One core: no speed check # here' }, verdict('pass', 'All checks passed.')],
    { pass: 2, fail: 0, skip: 1, junit: { tests: 2, failures: 0, errors: 0, skipped: 1 } }],
  ['a server that crashes during the checks', [ok('the page renders'), crash],
    { pass: 1, fail: 1, skip: 0, bailout: true, junit: { tests: 2, failures: 0, errors: 1, skipped: 0 } }],
  ['bad input', [new LearnerError('submission.missing', { file: 'nope.js' })],
    { pass: 0, fail: 1, skip: 0, bailout: true, before: true, junit: { tests: 1, failures: 0, errors: 1, skipped: 0 } }]
]

// The events of one verification through a reporter, as verify makes them.
function verifyReport (format, events, { before = false } = {}) {
  let text = ''
  const reporter = createReporter(format, { t, write: (chunk) => { text += chunk } })
  reporter.start()
  if (!before) reporter.begin(nodeEnv, 'node-env/server.js')
  for (const event of events) {
    if (event instanceof Error) reporter.stop(event)
    else reporter.report(event)
  }
  reporter.end()
  return text
}

for (const [name, events, expected] of CASES) {
  test(`verify --reporter tap, ${name}: tap-parser reads it, with the expected counts`, async () => {
    const text = verifyReport('tap', events, expected)
    assert.match(text, /^TAP version 14\n/)
    const parsed = await parseTap(text)
    assertParsed(parsed)
    const { result } = parsed
    assert.strictEqual(result.pass, expected.pass, text)
    assert.strictEqual(result.fail, expected.fail, text)
    assert.strictEqual(result.skip, expected.skip, text)
    assert.strictEqual(result.bailout !== false, Boolean(expected.bailout), text)
    assert.strictEqual(result.plan.end, result.count, 'the plan counts every point')
    assert.strictEqual(result.ok, expected.fail === 0, text)
  })

  test(`verify --reporter junit, ${name}: an XML parser reads it, one testcase per check`, () => {
    const xml = verifyReport('junit', events, expected)
    const suites = parseJunit(xml)
    assert.strictEqual(suites.testsuite.length, 1)
    const [suite] = suites.testsuite
    for (const [key, value] of Object.entries(expected.junit)) {
      assert.strictEqual(Number(suite[key]), value, `${key} in ${xml}`)
      assert.strictEqual(Number(suites[key]), value, `testsuites ${key}`)
    }
    assert.strictEqual(suite.testcase.length, expected.junit.tests)
  })
}

test('TAP: a test point shows what was observed, in YAML diagnostics', async () => {
  const { points } = await parseTap(verifyReport('tap', [functionalFail, checkFail]))
  assert.deepStrictEqual(points[0].diag, { stage: 'functional', message: functionalFail.message, observed: functionalFail.observed })
  assert.deepStrictEqual(points[1].diag, { stage: 'deterministic', check: 'stringify_per_get', observed: { calls: 5, gets: 5 } })
})

test('TAP: the speed point carries the ratio, its spread, the threshold, the pairs, the baseline, Node.js and the cores', async () => {
  const { points } = await parseTap(verifyReport('tap', [speed('fail', 'speed')]))
  const diag = points[0].diag
  assert.strictEqual(diag.ratio, 1.1)
  assert.deepStrictEqual(diag.spread, { low: 0.99, high: 1.21 })
  assert.strictEqual(diag.threshold, 2)
  assert.strictEqual(diag.pairs, 3)
  assert.strictEqual(diag.baseline, t('exercises.node-env.baseline'))
  assert.strictEqual(diag.node, process.version)
  assert.strictEqual(diag.cores, require('node:os').availableParallelism())
  assert.deepStrictEqual(diag.requests_per_second, { yours: 1100, baseline: 1000 })
  assert.match(diag.message, /1\.10× the requests per second/)
})

test('TAP: "inconclusive" is a SKIP whose reason starts with "inconclusive:", never a plain ok', async () => {
  const { points } = await parseTap(verifyReport('tap', [speed('inconclusive', 'busy', { excuse: { key: 'busy' } })]))
  assert.strictEqual(points[0].ok, true)
  assert.match(points[0].skip, /^inconclusive: Inconclusive: other programs kept the CPU busy/)
})

// The plan comes first: after a trailing plan tap-parser reads a `Bail out!` as stray text.
test('TAP: bad input is a stream with a plan, its point, and a bail-out line that names it', async () => {
  const sentence = t('submission.missing', { file: 'nope.js' })
  const text = verifyReport('tap', [new LearnerError('submission.missing', { file: 'nope.js' })], { before: true })
  const lines = text.trimEnd().split('\n')
  assert.deepStrictEqual(lines.slice(0, 3), ['TAP version 14', '1..1', `not ok 1 - ${sentence}`])
  assert.strictEqual(lines.at(-1), `Bail out! ${sentence}`)
  const { result } = await parseTap(text)
  assert.strictEqual(result.bailout, sentence)
  assert.deepStrictEqual(result.plan.end, 1)
})

test('TAP: # and \\ in a name are escaped, so a name is never read as a directive', async () => {
  const tricky = 'the header X-Cache is "HIT # 1" \\ twice'
  const { points, result } = await parseTap(verifyReport('tap', [ok(tricky)]))
  assert.strictEqual(points[0].name, tricky)
  assert.strictEqual(points[0].skip, false)
  assert.strictEqual(result.skip, 0)
})

test('TAP: a crash\'s last lines reach the diagnostics readable, without colour codes, and end no block early', async () => {
  const { points } = await parseTap(verifyReport('tap', [crash]))
  assert.strictEqual(points.length, 1, 'the details\' "not ok 99" line is not a point')
  assert.strictEqual(points[0].diag.error, 'harness.crashed')
  assert.strictEqual(points[0].diag.details, 'Error: boom # not a directive\n...\nnot ok 99 - not a point\n    at server.js:3:7')
})

test('JUnit: failures carry the message and what was observed; the speed figures are properties', () => {
  const suites = parseJunit(verifyReport('junit', [functionalFail, speed('fail', 'speed'), verdict('fail', 'too slow')]))
  const [suite] = suites.testsuite
  const [functional, speedCase] = suite.testcase
  assert.strictEqual(functional.classname, '02-node-env.functional')
  assert.strictEqual(functional.failure.message, functionalFail.message)
  assert.match(functional.failure['#text'], /actual: 404/)
  assert.strictEqual(speedCase.classname, '02-node-env.speed')
  const properties = Object.fromEntries(suite.properties.property.map((p) => [p.name, p.value]))
  assert.strictEqual(Number(properties['speed.ratio']), 1.1)
  assert.strictEqual(Number(properties['speed.spread.low']), 0.99)
  assert.strictEqual(Number(properties['speed.threshold']), 2)
  assert.strictEqual(Number(properties['speed.pairs']), 3)
  assert.strictEqual(properties['speed.baseline'], t('exercises.node-env.baseline'))
  assert.strictEqual(properties.node, process.version)
  assert.strictEqual(properties.verdict, 'fail')
})

test('JUnit: control characters of a crash\'s output never reach the XML', () => {
  const xml = verifyReport('junit', [crash])
  assert.doesNotMatch(xml, /\x1b/) // eslint-disable-line no-control-regex
  const [suite] = parseJunit(xml).testsuite
  assert.strictEqual(suite.testcase[0].error.type, 'harness.crashed')
})

// grade: a subtest (TAP) or a suite (JUnit) per exercise; a missing one is "not attempted".
function gradeReport (format) {
  let text = ''
  const reporter = createReporter(format, { t, write: (chunk) => { text += chunk }, nested: true })
  reporter.start()
  reporter.notAttempted(findExercise('measure'))
  reporter.begin(nodeEnv, '02-node-env/server.js')
  for (const event of [ok('the page renders'), speed('pass', 'speed'), verdict('pass', 'fast')]) reporter.report(event)
  reporter.finish()
  reporter.begin(cacheJson, '03-cache-json/server.js')
  for (const event of [ok('the catalogue is JSON'), checkFail, verdict('fail', checkFail.name)]) reporter.report(event)
  reporter.finish()
  reporter.begin(findExercise('hapi-podium'), '04-hapi-podium/server.js')
  reporter.stop(crash) // one exercise's crash: grading goes on
  reporter.finish()
  reporter.begin(findExercise('gzip'), '05-gzip/server.js')
  for (const event of [ok('gzip for clients that accept it'), speed('inconclusive', 'busy', { excuse: { key: 'busy' } }), verdict('inconclusive', 'Inconclusive: busy')]) reporter.report(event)
  reporter.finish()
  reporter.end()
  return text
}

test('grade --reporter tap: a subtest per exercise, "not attempted" a skip, a crash no bail-out', async () => {
  const text = gradeReport('tap')
  const parsed = await parseTap(text)
  assertParsed(parsed)
  const { result, points } = parsed
  const top = points.filter((p) => p.level === 0)
  assert.deepStrictEqual(top.map((p) => [p.ok, p.skip]), [
    [true, 'not attempted'], [true, false], [false, false], [false, false], [true, 'inconclusive: Inconclusive: busy']
  ], text)
  assert.deepStrictEqual([result.pass, result.fail, result.skip, result.bailout], [3, 2, 2, false])
  const inner = points.filter((p) => p.level === 1)
  assert.deepStrictEqual(inner.map((p) => p.ok), [true, true, true, false, false, true, true])
  assert.strictEqual(top[2].diag.folder, '03-cache-json')
})

test('grade --reporter junit: a suite per exercise, "not attempted" a skipped testcase', () => {
  const suites = parseJunit(gradeReport('junit'))
  assert.deepStrictEqual(suites.testsuite.map((s) => [Number(s.tests), Number(s.failures), Number(s.errors), Number(s.skipped)]), [
    [1, 0, 0, 1], [2, 0, 0, 0], [2, 1, 0, 0], [1, 0, 1, 0], [2, 0, 0, 1]
  ])
  assert.strictEqual(suites.testsuite[0].testcase[0].skipped.message, 'not attempted')
  assert.deepStrictEqual([suites.tests, suites.failures, suites.errors, suites.skipped].map(Number), [8, 1, 1, 2])
})

test('grade: its own bad input is a TAP stream that bails out', async () => {
  let text = ''
  const reporter = createReporter('tap', { t, write: (chunk) => { text += chunk }, nested: true })
  reporter.start()
  reporter.stop(new LearnerError('grade.no_folder', { folder: 'work' }))
  reporter.end()
  const { result } = await parseTap(text)
  assert.strictEqual(result.count, 1)
  assert.strictEqual(result.fail, 1)
  assert.strictEqual(result.bailout, t('grade.no_folder', { folder: 'work' }))
})

test('--reporter with a format the workshop does not write is bad input, named in the learner\'s language', () => {
  assert.throws(() => createReporter('xml', { t }), (error) => error.key === 'reporter.unknown' && error.params.reporters === 'tap, junit')
  assert.throws(() => createReporter(true, { t }), (error) => error.key === 'reporter.missing') // `--reporter` alone
})
