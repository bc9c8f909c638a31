#!/usr/bin/env node
'use strict'
// The effect matrix: for every exercise with a speed check, its reference solution and the
// article's fix (the learner catalogue's `article-fix`, laid over the starter) against the speed
// check's baseline (the starter, as the spec starts it: 02's with NODE_ENV=staging, 05's with
// compression()), side by side with the exercise's own speed check (bench/side-by-side.js), on
// the Node line that runs this script. Run it once per line, each in its own run:
//
//   $N22/node bench/effect-matrix.js [--exercise cache-json]… [--pairs 3] [--repeat 1] [--json] [--save]
//
// Prints a row per exercise × submission: the median of the run medians (value), the lowest and
// highest run median (range) and single pair (pairs), the load average seen; with --json, the rows
// as JSON; with --save, kept in bench/results/ (bench/results.js), where bench/RESULTS.md shows
// them and a figure of bench/figures.json can name them as its source. Exercises without a speed check (a client exercise, or one decided by counts)
// get a row that says so, never a figure.
const os = require('node:os')
const path = require('node:path')
const { commandLine } = require('../scripts/command-line')
const { listExercises } = require('../lib/exercises')
const { median } = require('../lib/speed/compare')
const { sideBySide } = require('./side-by-side')
const { catalogueOf, prepareEntry } = require('../test/learners')
const { ROOT } = require('../test/helpers')
const { startMeasurement } = require('./results')

const { values } = commandLine({
  usage: 'node bench/effect-matrix.js [--exercise cache-json]… [--pairs 3] [--repeat 1] [--json] [--save]\n    each exercise\'s fix against its speed check\'s baseline, on the Node line that runs it;\n    --save keeps the rows in bench/results/ for bench/RESULTS.md (node bench/results-page.js)',
  options: {
    exercise: { type: 'string', multiple: true },
    pairs: { type: 'string', default: '3' },
    repeat: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    save: { type: 'boolean', default: false }
  }
})
const measurement = startMeasurement('effect-matrix')

function submissionsOf (exercise) {
  const list = [{ name: 'reference solution', file: path.join(ROOT, 'solutions', exercise.folder, exercise.spec.submission) }]
  const fix = catalogueOf(exercise).find((entry) => entry.name === 'article-fix')
  if (fix) {
    const { file, cleanup } = prepareEntry(fix)
    list.push({ name: 'article-fix', why: fix.why, file, cleanup })
  }
  return list
}

const load = () => os.loadavg()[0]
const fmt = (n) => n.toFixed(2)

async function measure (exercise, submission) {
  const medians = []
  const pairs = []
  const loads = [load()]
  for (let run = 0; run < Number(values.repeat); run++) {
    const result = await sideBySide(submission.file, null, { exercise: exercise.id, pairs: values.pairs })
    medians.push(result.ratio)
    pairs.push(...result.pairs.map((p) => p.ratio))
    loads.push(load())
  }
  const round = (n) => Number(n.toFixed(2))
  return {
    value: round(median(medians)),
    range: [round(Math.min(...medians)), round(Math.max(...medians))],
    pairs: [round(Math.min(...pairs)), round(Math.max(...pairs))],
    medians: medians.map(round),
    all: pairs.map(round),
    load: [Math.min(...loads), Math.max(...loads)].map((l) => Number(l.toFixed(1)))
  }
}

async function main () {
  const node = process.versions.node
  const rows = []
  for (const exercise of listExercises().filter((ex) => !values.exercise || values.exercise.includes(ex.id) || values.exercise.includes(ex.folder))) {
    const spec = exercise.spec
    if (spec.kind === 'client') { rows.push({ id: exercise.folder, exercise: exercise.folder, node, none: 'a client exercise: no server to measure' }); continue }
    if (!spec.speed) { rows.push({ id: exercise.folder, exercise: exercise.folder, node, none: 'no speed check: decided by its deterministic checks' }); continue }
    for (const submission of submissionsOf(exercise)) {
      try {
        const cell = await measure(exercise, submission)
        const row = { id: `${exercise.folder}/${submission.name}`, exercise: exercise.folder, submission: submission.name, node, ...cell }
        rows.push(row)
        process.stderr.write(`${exercise.folder} ${submission.name} on ${node}: ×${fmt(cell.value)} (pairs ${cell.all.map(fmt).join(' ')}), load ${cell.load.map((l) => l.toFixed(1)).join('–')}\n`)
      } catch (error) {
        rows.push({ id: `${exercise.folder}/${submission.name}`, exercise: exercise.folder, submission: submission.name, node, error: error.message })
        process.stderr.write(`${exercise.folder} ${submission.name} on ${node}: ${error.message}\n`)
      } finally {
        if (submission.cleanup) submission.cleanup()
      }
    }
  }
  if (values.save) console.error(`saved: ${measurement.save(rows)}`)
  if (values.json) return console.log(JSON.stringify(rows, null, 2))
  console.log(`\neffect matrix, Node ${node}, ${os.availableParallelism()} cores, ${values.pairs} pairs × ${values.repeat} runs: median ×ratio (lowest–highest pair), load average`)
  for (const row of rows) {
    const cell = row.none || row.error || `×${fmt(row.value)} (${row.pairs.map(fmt).join('–')}), load ${row.load.map((l) => l.toFixed(1)).join('–')}`
    console.log(`${row.exercise}  ${row.submission || ''}  ${cell}`)
  }
}

main().catch((error) => {
  console.error(error.stack)
  process.exitCode = 1
})
