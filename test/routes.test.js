'use strict'
// run and profile on the learner's own service (--route, --vs; docs/YOUR-SERVICE.md) through the
// real CLI, with an exercise selected: never that exercise, the figures a learner needs, and
// nothing left behind. The effect measured is a large one (3,000 rows serialised per request
// against the same bytes cached): what is asserted is what any machine shows, a ratio above 1,
// never which function V8 inlines. Bad input on a route: test/bad-input.test.js.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { runCli, runCliAsTold, freshHome, selectExercise, assertNothingLeft, assertNoNodeWarnings, messagePiece, summaryEntries, ROOT } = require('./helpers')
const { createTranslator } = require('../lib/i18n')

const OWN = path.join(ROOT, 'test', 'fixtures', 'own-service')
const en = createTranslator('en')
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const lineOf = (file, text) => fs.readFileSync(path.join(OWN, file), 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1

test('own service: run cached.js --vs slow.js --route prints a ratio above 1 with its spread and p99, and the figures as JSON', async (t) => {
  const home = freshHome()
  await selectExercise(home, 14)
  const result = await runCli(['run', 'cached.js', '--vs', 'slow.js', '--route', 'GET /api/rows', '--duration', '0.3', '--reporter', 'json'], { home, cwd: OWN, timeoutMs: 60000 })
  assert.strictEqual(result.code, 0, result.output)
  const text = result.stderr // with --reporter the terminal's text is on stderr, the JSON on stdout
  const report = JSON.parse(result.stdout)
  const [route] = report.routes
  assert.ok(!text.includes(en('exercises.streaming.title')), 'not the selected exercise')
  assert.ok(text.includes(en('routes.summary_vs', { a: 'cached.js', b: 'slow.js', route: 'GET /api/rows', pairs: route.pairs.length })), text)
  const rps = new RegExp(`${en('routes.measure_rps')}\\s+(\\d+\\.\\d\\d)× \\((\\d+\\.\\d\\d)× to (\\d+\\.\\d\\d)×\\)`).exec(text)
  assert.ok(rps, `the req/s ratio with its spread in:\n${text}`)
  const [ratio, low, high] = rps.slice(1).map(Number)
  assert.ok(ratio > 1 && low <= ratio && ratio <= high, `cached.js ÷ slow.js: ${rps[0]}`)
  assert.match(text, new RegExp(`${en('routes.measure_p99')}\\s+\\d+\\.\\d\\d× (shorter|longer|\\()`), 'the p99 ratio')
  assert.match(text, new RegExp(`${escaped(en('speed.chart_p99'))}\\n.*cached\\.js .* (<1|[\\d.,]+) ms\\n.*slow\\.js .* (<1|[\\d.,]+) ms\\n`), 'both p99 latencies charted')
  assert.ok(['better', 'worse', 'close', 'inconclusive'].some((finding) => text.includes(messagePiece('en', `routes.finding_${finding}`))), 'a sentence says what the pairs show')
  assert.ok(text.includes("profile cached.js --route 'GET /api/rows'"), 'the closing line names the file and the route to profile')

  assert.strictEqual(report.format, 'node-perf-workshop/run')
  assert.deepStrictEqual([report.file, report.vs, report.node, report.error], ['cached.js', 'slow.js', process.version, null])
  assert.deepStrictEqual([route.method, route.path], ['GET', '/api/rows'])
  assert.ok(route.pairs.length >= 2, 'at least two pairs')
  assert.ok(Math.abs(route.ratios.rps.median - ratio) <= 0.005 + 1e-9, `the JSON holds the ratio the terminal shows, to 3 decimals: ${route.ratios.rps.median} and ${ratio}`)
  assert.ok(route.b.p99Ms > 0 && route.a.rps > 0)
  await assertNothingLeft(t, result)
})

test('own service: run on a file in a folder named like an exercise, two routes, --header, --body, --connections, --duration (zh-cn)', async (t) => {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-service-'))
  t.after(() => fs.rmSync(top, { recursive: true, force: true }))
  // A team's folder that happens to be named like exercise 3: with --route it is their service.
  const folder = path.join(top, '03-cache-json')
  fs.mkdirSync(folder)
  for (const name of ['echo.js', 'order.json']) fs.copyFileSync(path.join(OWN, name), path.join(folder, name))
  const home = freshHome()
  await selectExercise(home, 2)
  const result = await runCli(['run', '03-cache-json/echo.js', '--route', 'POST /api/echo', '--route', '/health', '--header', 'X-Token: secret',
    '--body', '03-cache-json/order.json', '--connections', '2', '--duration', '0.2', '--lang', 'zh-cn'], { home, cwd: top })
  assert.strictEqual(result.code, 0, result.output)
  const zh = createTranslator('zh-cn')
  for (const title of [zh('exercises.cache-json.title'), zh('exercises.node-env.title')]) assert.ok(!result.stdout.includes(title), `not an exercise: ${title}`)
  for (const route of ['POST /api/echo', 'GET /health']) {
    assert.ok(result.stdout.includes(zh('routes.summary_alone', { route, file: 'echo.js', rounds: 3 })), `${route}'s figures in:\n${result.stdout}`)
  }
  assert.ok(result.stdout.includes(zh('routes.heading_alone', { route: 'POST /api/echo', rounds: 3, seconds: '0.2', connections: 2 })), 'the load as given')
  assert.strictEqual(result.stdout.split('\n').filter((line) => line.includes(zh('routes.measure_cpu'))).length, 2, 'CPU time per request for each route')
  assertNoNodeWarnings(result)
  await assertNothingLeft(t, result)
})

test('own service: profile slow.js --route names the route\'s code, where JSON.stringify runs', async (t) => {
  const home = freshHome()
  await selectExercise(home, 14)
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-reports-'))
  t.after(() => fs.rmSync(reports, { recursive: true, force: true }))
  const result = await runCliAsTold(['profile', 'slow.js', '--route', 'GET /api/rows', '--no-clinic'], {
    home, cwd: OWN, env: { NODE_PERF_WORKSHOP_PROFILES: reports }, timeoutMs: 60000
  })
  assert.strictEqual(result.code, 0, result.output)
  assert.ok(!result.stdout.includes(en('exercises.streaming.title')), 'not the selected exercise')
  // The handler's line, or the line inside it that calls JSON.stringify, whichever V8 kept.
  const lines = [lineOf('slow.js', "app.get('/api/rows'"), lineOf('slow.js', 'JSON.stringify(rows)')]
  const own = summaryEntries(result.stdout, 'by total time')
  assert.ok(own.some((line) => lines.some((n) => line.endsWith(` slow.js:${n}`))) || /JSON\.stringify/.test(result.stdout),
    `the route's code (slow.js:${lines.join(' or ')}) or JSON.stringify in:\n${result.stdout}`)
  assert.ok(result.stdout.includes("--vs <the version before> --route 'GET /api/rows'"), 'the closing line says how to compare')
  await assertNothingLeft(t, result)
})
