'use strict'
// bench/RESULTS.md is made from bench/results/ (bench/results-page.js): the newest measurement of
// each kind per exercise, Node.js line and CPU hog, each table with when, where and how; and a
// figure of bench/figures.json that names its source result must agree with it. npm run check
// holds both (its rule "results").
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { spawnSync } = require('node:child_process')
const { ROOT, copyWorkshop } = require('./helpers')
const { renderPage, figureSourceProblems, supersededResults } = require('../bench/results-page')

function result (name, { tool = 'verdicts', node = '26.10.0', measured, hog = false, command, rows }) {
  return {
    name,
    tool,
    command: command || `node bench/${tool}.js --runs 3`,
    measured,
    node,
    setup: { cores: 2, cpu: 'a CPU', system: 'linux 6.1', loadAverage: [0.4, 1.2], hog, commit: 'abc1234' },
    rows
  }
}

const verdictRow = (exercise, submission, median) => ({ id: `${exercise}/${submission}`, exercise, submission, expected: 'PASS', runs: 3, min: median, median, max: median, wrong: 0, inconclusive: 0, left: 0 })

test('the page shows the newest result of each kind per exercise, Node line and hog, with when, where and how', () => {
  const results = [
    result('verdicts-node26-old', { measured: '2026-12-01T10:00Z', rows: [verdictRow('02-node-env', 'reference solution', 9.9), verdictRow('03-cache-json', 'starter', 1.5)] }),
    result('verdicts-node26-new', { measured: '2026-12-02T10:00Z', rows: [verdictRow('02-node-env', 'reference solution', 4.4)] }),
    result('verdicts-node26-hog', { measured: '2026-12-02T11:00Z', hog: true, rows: [verdictRow('02-node-env', 'reference solution', 7.7)] }),
    result('verdicts-node22', { measured: '2026-11-30T10:00Z', node: '22.22.0', rows: [verdictRow('02-node-env', 'reference solution', 5.5)] }),
    result('startup-node26', { tool: 'startup', measured: '2026-12-02T09:00Z', rows: [{ id: 'list', command: 'list', medianMs: 140, range: [118, 192], ratio: 0.92, cpuMs: 160, cpuRatio: 0.94, modules: 223 }] })
  ]
  const page = renderPage(results, ['02-node-env', '03-cache-json'])
  const section = (heading) => page.slice(page.indexOf(heading), page.indexOf('\n## ', page.indexOf(heading) + 1) >>> 0)
  const node = section('## 02-node-env')
  assert.match(node, /\| reference solution \| PASS \| 3 \| 4\.4 \|/, 'the newest on Node 26')
  assert.doesNotMatch(node, /9\.9/, 'not the superseded one')
  assert.match(node, /7\.7/, 'the hog\'s table beside it')
  assert.match(node, /5\.5/, 'Node 22\'s own')
  assert.ok(node.indexOf('Node 22.22.0') < node.indexOf('Node 26.10.0'), 'lines in order')
  assert.match(node, /\*\*Node 26\.10\.0\*\* · 2026-12-02 10:00 UTC · 2 cores \(a CPU\), linux 6\.1 · load average 0\.4 → 1\.2 · commit abc1234 · `node bench\/verdicts\.js --runs 3` · \[verdicts-node26-new\.json\]\(results\/verdicts-node26-new\.json\)/)
  // 03's newest is in the older result: each exercise's own newest.
  assert.match(section('## 03-cache-json'), /\| starter \| PASS \| 3 \| 1\.5 \|/)
  assert.match(section('## The workshop as a whole'), /\| list \| 140 \| 118–192 \| ×0\.92 \| 160 \| ×0\.94 \| 223 \|/)
  assert.deepStrictEqual(supersededResults(results), [], 'the old result still shows 03')
  assert.deepStrictEqual(supersededResults([...results, result('verdicts-node26-newer', { measured: '2026-12-03T10:00Z', rows: [verdictRow('03-cache-json', 'starter', 1.2)] })]), ['verdicts-node26-old'])
})

test('a figure that names its source agrees with it, as rounded as the figure is written', () => {
  const results = [result('effect-matrix-node26-x', { tool: 'effect-matrix', measured: '2026-12-02T10:00Z', rows: [{ id: '02-node-env/reference solution', value: 4.56, range: [4.34, 4.95], pairs: [2.6, 5.07] }] })]
  const figures = (figure) => ({ exercises: { '02-node-env': { figures: [{ what: 'the reference solution ÷ the starter', ...figure }] } } })
  assert.deepStrictEqual(figureSourceProblems(figures({ value: 4.6, range: [4.3, 5], source: 'effect-matrix-node26-x#02-node-env/reference solution' }), results), [])
  assert.deepStrictEqual(figureSourceProblems(figures({ value: 4.56, pairs: [2.6, 5.07], source: 'effect-matrix-node26-x#02-node-env/reference solution' }), results), [])
  assert.deepStrictEqual(figureSourceProblems(figures({ value: 4.5, source: 'effect-matrix-node26-x#02-node-env/reference solution' }), results).length, 1, '4.56 is 4.6, not 4.5')
  assert.match(figureSourceProblems(figures({ range: [4.34, 4.9], source: 'effect-matrix-node26-x#02-node-env/reference solution' }), results)[0], /its range \[4\.34,4\.9\] is not effect-matrix-node26-x's \[4\.34,4\.95\]/)
  assert.match(figureSourceProblems(figures({ value: 4.6, source: 'effect-matrix-node26-y#02-node-env/reference solution' }), results)[0], /effect-matrix-node26-y is not in bench\/results\//)
  assert.match(figureSourceProblems(figures({ value: 4.6, source: 'effect-matrix-node26-x#02-node-env/starter' }), results)[0], /has no row "02-node-env\/starter": the ids are "02-node-env\/reference solution"/)
  assert.deepStrictEqual(figureSourceProblems(figures({ value: 4.6 }), results), [], 'a figure without a source is not checked against one')
})

test('a line of the startup figures that names its result holds what it measured', () => {
  const list = { medianMs: 140, range: [118, 192], ratio: 0.92, cpuMs: 160, cpuRatio: 0.94, modules: 223 }
  const results = [result('startup-node26-x', { tool: 'startup', measured: '2026-12-02T10:00Z', rows: [{ id: 'list', command: 'list', ...list }] })]
  const startup = (commands, source = 'startup-node26-x') => ({ startup: { lines: { '26.10.0': { source, commands } } } })
  assert.deepStrictEqual(figureSourceProblems(startup({ list }), results), [])
  assert.match(figureSourceProblems(startup({ list: { ...list, medianMs: 139 } }), results)[0], /startup on Node\.js 26\.10\.0: "list" is not startup-node26-x's/)
  assert.match(figureSourceProblems(startup({ help: list }), results)[0], /"help" is not/)
  assert.match(figureSourceProblems(startup({ list }, 'startup-node26-y'), results)[0], /startup-node26-y is not in bench\/results\//)
})

test('npm run check fails on a hand edit of bench/RESULTS.md, and on a figure unlike its source', () => {
  const root = copyWorkshop()
  try {
    const check = () => spawnSync(process.execPath, [path.join(root, 'scripts', 'check.js')], { cwd: root, encoding: 'utf8' })
    fs.appendFileSync(path.join(root, 'bench', 'RESULTS.md'), '\nA line written by hand.\n')
    const figures = path.join(root, 'bench', 'figures.json')
    const json = JSON.parse(fs.readFileSync(figures, 'utf8'))
    json.general.push({ what: 'a figure from a result that is not there', value: 1.5, setup: 'first-round', source: 'side-by-side-node26-nowhere#ratio' })
    fs.writeFileSync(figures, JSON.stringify(json, null, 2))
    const result = check()
    assert.strictEqual(result.status, 1, result.stdout)
    const lines = result.stdout.split('\n').filter((line) => line.startsWith('✗ [results]'))
    assert.strictEqual(lines.length, 2, result.stdout)
    assert.match(lines[0], /bench\/RESULTS\.md is not what bench\/results\/ makes: run node bench\/results-page\.js/)
    assert.match(lines[1], /side-by-side-node26-nowhere is not in bench\/results\//)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})

test('bench/RESULTS.md is what bench/results/ makes', () => {
  const { readResults } = require('../bench/results')
  assert.strictEqual(fs.readFileSync(path.join(ROOT, 'bench', 'RESULTS.md'), 'utf8'), renderPage(readResults()), 'run node bench/results-page.js')
})
