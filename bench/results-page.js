'use strict'
// bench/RESULTS.md, made from bench/results/ (bench/results.js): for each exercise and Node.js
// line, the newest measurement of each kind (verdicts, quiet and with a CPU hog; the effect of the
// fix; side-by-side comparisons), then the workshop's own (startup, install, the bad-submission
// catalogue), each table with when, where and how it was measured. The page is never edited by
// hand: `npm run check` fails when it is not what this script makes of bench/results/.
//
//   node bench/results-page.js            write bench/RESULTS.md
//   node bench/results-page.js --check    exit 1 when bench/RESULTS.md is not what it would write
//   node bench/results-page.js --prune    also remove the results no table shows (git keeps them)
const fs = require('node:fs')
const path = require('node:path')
const { RESULTS_DIR, readResults } = require('./results')

const ROOT = path.resolve(__dirname, '..')
const PAGE = path.join(ROOT, 'bench', 'RESULTS.md')
const line = (result) => Number(result.node.split('.')[0])

// What each kind of result shows, and how its rows read.
const KINDS = {
  verdicts: {
    title: 'Verdicts',
    about: 'the real `verify`, through the CLI, run again and again on the reference solution (must PASS), the starter (must FAIL) and every entry of the learner catalogue (`test/learners/NN-id/`, each with the verdict it must get), round-robin. Times are whole `verify` runs in seconds; "wrong": a verdict other than the expected one, or a FAIL for another reason than the entry\'s (inconclusive, exit 2, is counted apart); "left": processes still alive afterwards.',
    columns: [['submission', 'submission'], ['expected', 'expected'], ['runs', 'runs'], ['median s', (r) => r.median.toFixed(1)], ['min–max s', (r) => `${r.min.toFixed(1)}–${r.max.toFixed(1)}`], ['wrong', 'wrong'], ['inconclusive', 'inconclusive'], ['left', 'left']]
  },
  'effect-matrix': {
    title: 'Effect of the fix',
    about: 'the reference solution and the article\'s fix against the speed check\'s baseline, with the exercise\'s own speed check (`bench/side-by-side.js --exercise`): value, the median of the run medians; range, the lowest and highest run median; pairs, the lowest and highest single pair.',
    columns: [['submission', (r) => r.submission || '–'], ['value', (r) => ratio(r.value, r)], ['range', (r) => span(r.range)], ['pairs', (r) => span(r.pairs)], ['load average', (r) => span(r.load, 1)]]
  },
  'side-by-side': {
    title: 'Side by side',
    about: 'two servers with the speed check\'s protocol (`bench/side-by-side.js`): a ÷ b; value, the median of the run medians; range, the lowest and highest run median; pairs, the lowest and highest single pair.',
    columns: [['a', 'a'], ['b', 'b'], ['value', (r) => ratio(r.value, r)], ['range', (r) => span(r.range)], ['pairs', (r) => span(r.pairs)]]
  },
  startup: {
    title: 'Startup',
    about: 'how fast the CLI starts (`bench/startup.js`), each command a fresh process, alternating with learnyounode 4.2.2\'s `list`: median wall time and its range, CPU time (user + system), the ratio to learnyounode\'s, the modules loaded.',
    columns: [['command', 'command'], ['median ms', 'medianMs'], ['range ms', (r) => span(r.range, 0)], ['× learnyounode', (r) => ratio(r.ratio, r)], ['CPU ms', (r) => r.cpuMs ?? '–'], ['CPU × learnyounode', (r) => r.cpuRatio === undefined ? '–' : ratio(r.cpuRatio, r)], ['modules', 'modules']]
  },
  install: {
    title: 'Install',
    about: 'what a learner downloads and installs (`bench/install.js`): `npm pack`, then a cold `npx` in an empty folder with an empty npm cache, with and without the optional dependencies; `--tap`: node-tap, for comparison.',
    columns: [['install', 'install'], ['npm', 'npm'], ['packages', 'packages'], ['tarballs MB', (r) => mb(r.tarballs)], ['tarballs', 'count'], ['registry metadata MB', (r) => mb(r.metadata)], ['node_modules MB', (r) => mb(r.installed)], ['cold install s', (r) => Math.round(r.seconds)]]
  },
  catalogue: {
    title: 'Bad-submission catalogue',
    about: 'every patched-solution case against every server exercise (`bench/catalogue.js`; `npm test` runs each case against one exercise): the exit code expected and got, seconds, processes left.',
    columns: [['case', 'case'], ['exercise', 'exercise'], ['expected', 'expected'], ['got', 'got'], ['as expected', 'ok'], ['s', 'seconds'], ['left', 'left']]
  }
}

// A paragraph in lines of at most 100 columns, the next ones after `indent`.
function wrapped (text, indent = '') {
  const lines = ['']
  for (const word of text.split(' ')) {
    const current = lines[lines.length - 1]
    if (current && (current + ' ' + word).length > 100) lines.push(indent + word)
    else lines[lines.length - 1] = current ? `${current} ${word}` : word
  }
  return lines.join('\n')
}

const ratio = (value, row) => (row.error || row.none || value === undefined ? row.error || row.none || '–' : `×${value}`)
const span = (pair, digits) => (Array.isArray(pair) ? pair.map((n) => (digits === undefined ? n : n.toFixed(digits))).join('–') : '–')
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)

// Where a result's rows belong: an exercise's folder, or null (the workshop as a whole).
function exerciseOf (result, row) {
  if (row.exercise) return row.exercise
  const named = /--exercise[ =](\S+)/.exec(result.command)
  return named ? named[1] : null
}

// The newest result of each kind for each exercise (or the whole), Node line and CPU hog, with
// the rows it holds for that exercise: [{ kind, exercise, result, rows }].
function currentTables (results) {
  const newest = new Map()
  for (const result of results) { // oldest first: a newer one replaces it
    const exercises = new Map()
    for (const row of result.rows) {
      const exercise = exerciseOf(result, row)
      exercises.set(exercise, [...(exercises.get(exercise) || []), row])
    }
    for (const [exercise, rows] of exercises) {
      // Side-by-side comparisons differ by what they compare: each command is its own table.
      const what = result.tool === 'side-by-side' ? result.command : ''
      const key = [result.tool, exercise, line(result), result.setup.hog, what].join('\u0000')
      newest.set(key, { kind: result.tool, exercise, result, rows })
    }
  }
  return [...newest.values()]
}

function table (kind, rows) {
  const columns = (KINDS[kind] || { columns: Object.keys(rows[0]).map((key) => [key, key]) }).columns
  const cell = (row, [, get]) => String(typeof get === 'function' ? get(row) : row[get] ?? '–').replace(/\|/g, '\\|')
  return [
    `| ${columns.map(([name]) => name).join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row, column)).join(' | ')} |`)
  ].join('\n')
}

// When, where and how: one line above each table.
function about ({ result }) {
  const { setup } = result
  const load = setup.loadAverage.join(' → ')
  return [
    `**Node ${result.node}${setup.hog ? ', with a CPU hog on one core' : ''}**`,
    `${result.measured.replace('T', ' ').replace('Z', ' UTC')}`,
    `${setup.cores} cores${setup.cpu ? ` (${setup.cpu.trim()})` : ''}, ${setup.system}`,
    `load average ${load}`,
    `commit ${setup.commit || 'unknown'}`,
    `\`${result.command}\``,
    `[${result.name}.json](results/${result.name}.json)`
  ].join(' · ')
}

const byLine = (a, b) => line(a.result) - line(b.result) || Number(a.result.setup.hog) - Number(b.result.setup.hog) || a.result.command.localeCompare(b.result.command)

function section (tables, heading) {
  const out = []
  for (const kind of [...Object.keys(KINDS), ...new Set(tables.map((t) => t.kind))].filter((k, i, all) => all.indexOf(k) === i)) {
    const ofKind = tables.filter((t) => t.kind === kind).sort(byLine)
    if (ofKind.length === 0) continue
    out.push(`${heading} ${(KINDS[kind] || { title: kind }).title}`, '')
    for (const current of ofKind) out.push(about(current), '', table(kind, current.rows), '')
  }
  return out
}

function renderPage (results, exercises = require('../lib/exercises').listExercises().map((ex) => ex.folder)) {
  const tables = currentTables(results)
  const out = [
    '# Benchmark results',
    '',
    'Made by `node bench/results-page.js` from the measurements in [bench/results/](results/), each the',
    'JSON a benchmark of `bench/` saved with `--save`: for each exercise and Node.js line, the newest',
    'measurement of each kind, with when, where and how it was measured. Do not edit this page: `npm',
    'run check` fails when it is not what the script makes. Older measurements, and this page as it was,',
    'are in git\'s history (`git log -p -- bench/results bench/RESULTS.md`). What each kind measures:',
    '',
    ...Object.values(KINDS).map(({ title, about }) => wrapped(`- ${title}: ${about}`, '  ')),
    ''
  ]
  if (tables.length === 0) out.push('No measurement saved yet.', '')
  for (const exercise of [...exercises, ...new Set(tables.map((t) => t.exercise).filter((e) => e && !exercises.includes(e)))]) {
    const own = tables.filter((t) => t.exercise === exercise)
    if (own.length) out.push(`## ${exercise}`, '', ...section(own, '###'))
  }
  const whole = tables.filter((t) => t.exercise === null)
  if (whole.length) out.push('## The workshop as a whole', '', ...section(whole, '###'))
  return out.join('\n').replace(/\n+$/, '\n')
}

// The results no table of the page shows: superseded by a newer one of the same kind.
function supersededResults (results) {
  const shown = new Set(currentTables(results).map((t) => t.result.name))
  return results.filter((result) => !shown.has(result.name)).map((result) => result.name)
}

// The problems of bench/figures.json's figures that name a source ("<result>#<row id>"): the
// result or the row is not there, or the figure's value, range or pairs are not the row's, as
// rounded where the figure writes fewer decimals.
function figureSourceProblems (figures, results) {
  const byName = new Map(results.map((result) => [result.name, result]))
  const problems = []
  const decimals = (n) => (String(n).split('.')[1] || '').length
  const same = (written, measured) => Number(measured.toFixed(decimals(written))) === written
  const entries = [
    ...(figures.general || []).map((figure) => ['general', figure]),
    ...Object.entries(figures.exercises || {}).flatMap(([name, { figures: list = [] }]) => list.map((figure) => [name, figure])),
    ...Object.entries(figures.articles || {}).flatMap(([name, entry]) => (entry.figures || []).map((figure) => [name, figure]))
  ]
  // bench/startup.js --write --save: a line of the startup figures names its result, whose rows
  // are the commands.
  for (const [version, { source, commands = {} }] of Object.entries((figures.startup || {}).lines || {})) {
    if (source === undefined) continue
    const said = `bench/figures.json, startup on Node.js ${version}`
    const result = byName.get(source)
    if (!result) { problems.push(`${said}: its source ${source} is not in bench/results/: name a saved result.`); continue }
    for (const [name, figure] of Object.entries(commands)) {
      const row = result.rows.find((r) => r.id === name)
      const differs = !row || Object.keys(figure).some((field) => JSON.stringify(figure[field]) !== JSON.stringify(row[field]))
      if (differs) problems.push(`${said}: "${name}" is not ${source}'s: write what it measured (node bench/startup.js --write --save).`)
    }
  }
  for (const [where, figure] of entries.filter(([, f]) => f.source !== undefined)) {
    const said = `bench/figures.json, ${where}, "${String(figure.what).slice(0, 60)}…"`
    const [name, id] = String(figure.source).split('#')
    const result = byName.get(name)
    const row = result && result.rows.find((r) => r.id === id)
    if (!result) { problems.push(`${said}: its source ${name} is not in bench/results/: name a saved result (<file>#<row id>).`); continue }
    if (!row) { problems.push(`${said}: ${name} has no row "${id}": the ids are ${result.rows.map((r) => `"${r.id}"`).join(', ')}.`); continue }
    for (const field of ['value', 'range', 'pairs']) {
      if (figure[field] === undefined) continue
      const written = [].concat(figure[field])
      const measured = [].concat(row[field])
      const agree = measured.length === written.length && written.every((w, i) => typeof measured[i] === 'number' && same(w, measured[i]))
      if (!agree) problems.push(`${said}: its ${field} ${JSON.stringify(figure[field])} is not ${name}'s ${JSON.stringify(row[field])}: write the measured figure (or measure again).`)
    }
  }
  return problems
}

function main () {
  const { values } = require('../scripts/command-line').commandLine({
    usage: `
node bench/results-page.js            bench/RESULTS.md from bench/results/
node bench/results-page.js --check    exit 1 when bench/RESULTS.md is not what it would write
node bench/results-page.js --prune    also remove the results no table shows (git keeps them)`,
    options: { check: { type: 'boolean' }, prune: { type: 'boolean' } }
  })
  const results = readResults()
  const page = renderPage(results)
  if (values.check) {
    const same = fs.existsSync(PAGE) && fs.readFileSync(PAGE, 'utf8') === page
    console.log(same ? 'bench/RESULTS.md is what bench/results/ makes.' : 'bench/RESULTS.md is not what bench/results/ makes: run node bench/results-page.js.')
    process.exitCode = same ? 0 : 1
    return
  }
  if (values.prune) {
    for (const name of supersededResults(results)) {
      fs.rmSync(path.join(RESULTS_DIR, `${name}.json`))
      console.log(`removed bench/results/${name}.json (superseded; git keeps it)`)
    }
  }
  fs.writeFileSync(PAGE, page)
  console.log(`bench/RESULTS.md: ${currentTables(results).length} tables from ${results.length} results`)
}

module.exports = { renderPage, figureSourceProblems, supersededResults, PAGE }

if (require.main === module) main()
