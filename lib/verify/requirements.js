'use strict'
// The points a report lists for an exercise, the same on every run whatever the outcome, the
// language or the machine (docs/GRADING.md, "Test ids"): one per row of the exercise's requirement
// table that a check observes (exercises/NN-id/requirements.js; guidance rows aside), its id
// `<NN-id>/<row id>`; `<NN-id>/runs`, the program itself (it starts and keeps running); and
// `<NN-id>/check.<name>` for a check that decides no row (07's GET /health, a speed check that no
// row names), so that every check that can fail the exercise has a point to fail.
//
// Each point lists its deciders, the checks whose run decides it:
//   functional:<name key>  a test of functional.js (named by its message key) whose body, or a
//                          helper it calls, makes the row's message;
//   check:<n>              spec.checks[n], whose `decides` names the row;
//   speed                  the speed check (a row whose check is verdict.fail_…);
//   runs                   the run itself (a row whose check is what the engine's runner throws,
//                          such as client.timed_out: the program did not exit).
// What a run's checks reported makes each point PASS, FAIL or SKIP (lib/reporters/results.js).
// scripts/check.js [requirements] checks that every row has a decider and every check a row.
const fs = require('node:fs')
const path = require('node:path')

// Keys a runner of the engine throws, that a row may name as its check.
const RUNNER_KEY = /^(client|harness|submission)\./

// The tests of a functional.js and the message keys each makes, read from its text:
// [{ name, keys }] in file order, `name` the key of the test's name (`test(t('same_orders'), …)`),
// `keys` every key of a t('…') in its body or in a top-level helper it calls (and theirs).
// A top-level statement starts at column 0; tests are `test(t('…')`, helpers are functions and
// arrow functions bound by `function` or `const`.
function functionalTests (source) {
  const segments = []
  for (const line of source.split('\n')) {
    if (/^[^\s})\]/*]/.test(line) || segments.length === 0) segments.push([])
    segments.at(-1).push(line)
  }
  const keysIn = (text) => [...text.matchAll(/\bt\('([\w.]+)'/g)].map((match) => match[1])
  const helpers = new Map()
  const tests = []
  for (const lines of segments) {
    const text = lines.join('\n')
    const test = /^test\(t\('([\w.]+)'\)/.exec(text)
    const helper = /^(?:async\s+)?function\s+(\w+)|^const\s+(\w+)\s*=\s*(?:async\s+)?(?:function\b|\(|\w+\s*=>)/.exec(text)
    if (test) tests.push({ name: test[1], text: text.slice(test[0].length) })
    else if (helper) helpers.set(helper[1] || helper[2], text)
  }
  const keysOf = (text, seen) => {
    const keys = new Set(keysIn(text))
    for (const [name, body] of helpers) {
      if (seen.has(name) || !new RegExp(`\\b${name}\\(`).test(text)) continue
      seen.add(name)
      for (const key of keysOf(body, seen)) keys.add(key)
    }
    return keys
  }
  return tests.map(({ name, text }) => ({ name, keys: keysOf(text, new Set()) }))
}

// The requirement table of an exercise (format: exercises/README.md, "The requirement table"),
// or null when it has none yet.
function requirementsOf (exercise) {
  const file = path.join(exercise.exerciseDir, 'requirements.js')
  return fs.existsSync(file) ? require(file) : null
}

const plans = new WeakMap()

// The points of an exercise, in the order a report lists them: runs, then the rows in table
// order, then the checks that decide no row. Each: { id, name (what follows `<NN-id>/`), kind
// ('runs', 'requirement', 'check'), check (the row's message key), weight, deciders, title:
// { key, params } }.
function requirementPlan (exercise) {
  if (plans.has(exercise)) return plans.get(exercise)
  const { spec } = exercise
  const own = (key) => `exercises.${exercise.id}.checks.${key}`
  const table = requirementsOf(exercise) || []
  const rows = table.filter((row) => row && row.guidance === undefined)
  const tests = fs.existsSync(exercise.functionalFile) ? functionalTests(fs.readFileSync(exercise.functionalFile, 'utf8')) : []
  const checks = spec.kind === 'client' ? [] : spec.checks || []
  const point = (name, kind, fields) => ({ id: `${exercise.folder}/${name}`, name, kind, weight: 0, deciders: [], ...fields })

  const points = [point('runs', 'runs', { title: { key: `reporter.runs_${spec.kind === 'client' ? 'client' : 'server'}` } })]
  for (const row of rows) {
    const deciders = [
      ...tests.filter((test) => [...test.keys].some((key) => own(key) === row.check || key === row.check)).map((test) => `functional:${test.name}`),
      ...checks.flatMap((check, index) => ((check.decides || []).includes(row.id) ? [`check:${index}`] : [])),
      ...(/^verdict\.fail_/.test(row.check) ? ['speed'] : []),
      ...(RUNNER_KEY.test(row.check) ? ['runs'] : [])
    ]
    const weight = row.weight === undefined ? 1 : row.weight
    points.push(point(row.id, 'requirement', { check: row.check, weight, deciders, title: { key: `exercises.${exercise.id}.requirements.${row.id}` } }))
  }
  const decided = new Set(points.flatMap((p) => (p.kind === 'requirement' ? p.deciders : [])))
  for (const test of tests) {
    const decider = `functional:${test.name}`
    if (!decided.has(decider)) points.push(point(`check.${test.name}`, 'check', { deciders: [decider], title: { key: own(test.name) } }))
  }
  // A check that decides a guidance row only (05's bytes on the wire) is named by that row.
  checks.forEach((check, index) => {
    if (decided.has(`check:${index}`)) return
    const guidance = table.find((row) => row && row.guidance !== undefined && (check.decides || []).includes(row.id))
    const deciders = [`check:${index}`]
    if (guidance) points.push(point(guidance.id, 'check', { deciders, title: { key: `exercises.${exercise.id}.requirements.${guidance.id}` } }))
    else points.push(point(`check.${index + 1}`, 'check', { deciders, title: { key: 'reporter.check_numbered', params: { number: index + 1 } } }))
  })
  if (spec.kind !== 'client' && spec.speed && !decided.has('speed')) points.push(point('check.speed', 'check', { deciders: ['speed'], title: { key: 'reporter.speed_check' } }))
  const plan = { points, tests }
  plans.set(exercise, plan)
  return plan
}

// The decider an event of the engine reports on (lib/reporters/index.js), or null.
function deciderOf (event) {
  if (event.type === 'speed') return 'speed'
  if (event.type !== 'check') return null
  if (event.stage === 'deterministic') return `check:${event.index}`
  return event.nameKey ? `functional:${event.nameKey.replace(/^exercises\.[^.]+\.checks\./, '')}` : `functional:?${event.name}`
}

module.exports = { requirementPlan, requirementsOf, functionalTests, deciderOf, RUNNER_KEY }
