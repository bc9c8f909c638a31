#!/usr/bin/env node
'use strict'
// How fast and how reliable are the verdicts? Runs the real `verify` K times on each exercise's
// reference solution (must PASS) and starter (must FAIL), alternating, and prints a table of
// verdict times and wrong or inconclusive verdicts.
//
//   node bench/verdicts.js [--runs 10] [--exercise node-env] [--hog]
//
// --hog keeps one core busy with a CPU loop during every verify, as a noisy laptop would.
// At the end it checks that no process it started is left (by HOME, see test/helpers.js).
const path = require('node:path')
const { spawn } = require('node:child_process')
const { parseArgs } = require('node:util')
const { listExercises } = require('../lib/exercises')
const { median } = require('../lib/speed/compare')
const { runCli, freshHome, selectExercise, processesWithHome, ROOT } = require('../test/helpers')

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    exercise: { type: 'string', multiple: true },
    hog: { type: 'boolean', default: false }
  }
})
const runs = Number(values.runs)
const EXPECTED_EXIT = { solution: 0, starter: 1 }
const INCONCLUSIVE_EXIT = 2

function startHog () {
  // A child that spins for as long as it lives: one core fully busy.
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
}

function stats (values) {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) }
}

async function benchExercise (exercise) {
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const files = {
    solution: path.join(ROOT, 'solutions', exercise.folder, exercise.spec.submission),
    starter: path.join(exercise.starterDir, exercise.spec.submission)
  }
  const rows = { solution: [], starter: [] }
  for (let i = 0; i < runs; i++) {
    for (const kind of ['solution', 'starter']) {
      const hog = values.hog ? startHog() : null
      const result = await runCli(['verify', files[kind]], { home, timeoutMs: 120000 })
      if (hog) hog.kill('SIGKILL')
      rows[kind].push({ ms: result.ms, code: result.code })
      process.stderr.write(`${exercise.folder} ${kind} #${i + 1}: exit ${result.code} in ${(result.ms / 1000).toFixed(1)} s\n`)
    }
  }
  const left = processesWithHome(home)
  return ['solution', 'starter'].map((kind) => {
    const times = stats(rows[kind].map((r) => r.ms / 1000))
    return {
      exercise: exercise.folder,
      kind,
      runs: rows[kind].length,
      min: times.min.toFixed(1),
      median: times.median.toFixed(1),
      max: times.max.toFixed(1),
      wrong: rows[kind].filter((r) => r.code !== EXPECTED_EXIT[kind] && r.code !== INCONCLUSIVE_EXIT).length,
      inconclusive: rows[kind].filter((r) => r.code === INCONCLUSIVE_EXIT).length,
      left: left.length
    }
  })
}

async function main () {
  const chosen = listExercises().filter((ex) => !values.exercise || values.exercise.includes(ex.id))
  const table = []
  for (const exercise of chosen) table.push(...await benchExercise(exercise))
  const columns = ['exercise', 'kind', 'runs', 'min', 'median', 'max', 'wrong', 'inconclusive', 'left']
  const widths = columns.map((c) => Math.max(c.length, ...table.map((row) => String(row[c]).length)))
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')
  console.log(`\nverdict times in seconds, ${require('node:os').availableParallelism()} cores, Node ${process.version}${values.hog ? ', with a CPU hog on one core' : ''}`)
  console.log(line(columns))
  for (const row of table) console.log(line(columns.map((c) => row[c])))
  const bad = table.some((row) => row.wrong > 0 || row.left > 0)
  process.exitCode = bad ? 1 : 0
}

main()
