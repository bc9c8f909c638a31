'use strict'
// report: progress and the numbers of each passing verify, per exercise id, as JSON and HTML.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { runCli, freshHome } = require('./helpers')
const { listExercises } = require('../lib/exercises')

const RESULT = { passed: true, date: '2026-11-21T10:00:00.000Z', node: 'v20.20.2', cores: 2, ratio: 4.1, low: 3.9, high: 4.4, threshold: 2, pairs: 3, yours: { rps: 1600, p99: 12 }, baseline: { rps: 390, p99: 50 } }

// A HOME whose progress says: node-env passed with RESULT, measure passed (no speed check).
function homeWithResults () {
  const home = freshHome()
  const dir = path.join(home, '.config', 'node-perf-workshop')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'results.json'), JSON.stringify({
    'node-env': RESULT,
    measure: { passed: true, date: '2026-11-20T09:00:00.000Z', node: 'v20.20.2', cores: 2 },
    'an-exercise-from-an-older-version': { passed: true, date: '2026-01-01T00:00:00.000Z' }
  }))
  return home
}

function writeReport (home, lang = 'en') {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-report-'))
  return runCli(['report', out, '--lang', lang], { home }).then((result) => ({ result, out }))
}

test('report writes the progress and measured numbers per exercise as JSON', async () => {
  const { result, out } = await writeReport(homeWithResults())
  assert.strictEqual(result.code, 0, result.output)
  const data = JSON.parse(fs.readFileSync(path.join(out, 'node-perf-workshop-report.json'), 'utf8'))
  assert.deepStrictEqual(data.exercises.map((e) => e.id), listExercises().map((e) => e.id))
  const nodeEnv = data.exercises.find((e) => e.id === 'node-env')
  assert.strictEqual(nodeEnv.completed, true)
  assert.deepStrictEqual(nodeEnv.result, RESULT)
  assert.strictEqual(data.exercises.find((e) => e.id === 'measure').completed, true)
  assert.strictEqual(data.machine.node, process.version)
  assert.ok(fs.readFileSync(path.join(out, 'node-perf-workshop-report.html'), 'utf8').startsWith('<!doctype html>'))
})

test('report pages are in the learner\'s language', async () => {
  const { out } = await writeReport(homeWithResults(), 'ko')
  const html = fs.readFileSync(path.join(out, 'node-perf-workshop-report.html'), 'utf8')
  assert.match(html, /<html lang="ko">/)
  assert.ok(html.includes(require('../lib/i18n').createTranslator('ko')('report.completed')))
})

test('the HTML report draws a chart per measured exercise in a real browser, without page errors', async (t) => {
  const { openInChromium } = require('./browser')
  const { out } = await writeReport(homeWithResults(), 'zh-cn')
  const page = await openInChromium(t, path.join(out, 'node-perf-workshop-report.html'), {
    ready: () => document.querySelectorAll('svg rect.bar').length > 0,
    inspect: (page) => page.evaluate(() => [...document.querySelectorAll('.chart')].map((chart) => ({
      id: chart.id,
      bars: [...chart.querySelectorAll('rect.bar')].map((bar) => ({ kind: bar.classList[1], width: Number(bar.getAttribute('width')) }))
    })))
  })
  if (!page) return // no Chromium here: skipped, and says why
  assert.deepStrictEqual(page.pageErrors, [])
  // One chart: node-env (measure has no speed check); req/s bars, then p99 bars.
  assert.deepStrictEqual(page.result.map((chart) => chart.id), ['chart-node-env'])
  const [rpsYours, rpsBaseline, p99Yours, p99Baseline] = page.result[0].bars
  assert.deepStrictEqual([rpsYours.kind, rpsBaseline.kind, p99Yours.kind, p99Baseline.kind], ['yours', 'baseline', 'yours', 'baseline'])
  assert.ok(Math.abs(rpsBaseline.width / rpsYours.width - RESULT.baseline.rps / RESULT.yours.rps) < 0.01, 'bars in proportion to req/s')
  assert.ok(Math.abs(p99Yours.width / p99Baseline.width - RESULT.yours.p99 / RESULT.baseline.p99) < 0.01, 'bars in proportion to p99')
})
