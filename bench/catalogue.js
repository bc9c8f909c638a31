#!/usr/bin/env node
'use strict'
// Every patched-solution case of the bad-submission catalogue against every server exercise
// (npm test runs each case against one exercise only, rotating, to stay short). Prints a table:
// case × exercise → exit code as expected, seconds, processes left.
//
//   node bench/catalogue.js [--exercise node-env] [--save]     (--save: into bench/results/)
const { commandLine } = require('../scripts/command-line')
const { runCli, freshHome, selectExercise, processesWithHome, messagePiece } = require('../test/helpers')
const { PATCH_CASES, serverExercises, wrapSolution, expectationFor } = require('../test/fixtures/catalogue')
const { startMeasurement } = require('./results')

const { values } = commandLine({
  usage: 'node bench/catalogue.js [--exercise node-env]… [--save]    every bad-submission case against every server\n    exercise; --save keeps the table in bench/results/, for bench/RESULTS.md',
  options: { exercise: { type: 'string', multiple: true }, save: { type: 'boolean' } }
})
const measurement = startMeasurement('catalogue')

async function main () {
  const exercises = serverExercises().filter((ex) => !values.exercise || values.exercise.includes(ex.id))
  const rows = []
  for (const item of PATCH_CASES) {
    for (const exercise of exercises) {
      const expected = expectationFor(item, exercise)
      if (!expected) continue
      const home = freshHome()
      await selectExercise(home, exercise.number)
      const cleanups = []
      const result = await runCli(['verify', wrapSolution({ after: (cleanup) => cleanups.push(cleanup) }, item.patch, exercise)], { home, timeoutMs: 120000 })
      for (const cleanup of cleanups) cleanup()
      const messageOk = !expected.key || result.output.includes(messagePiece('en', expected.key))
      const row = {
        id: `${item.patch}/${exercise.folder}`,
        case: item.patch,
        exercise: exercise.folder,
        expected: expected.code,
        got: result.code,
        ok: result.code === expected.code && messageOk ? 'yes' : 'NO',
        seconds: (result.ms / 1000).toFixed(1),
        left: processesWithHome(home).length
      }
      rows.push(row)
      process.stderr.write(`${row.case} ${row.exercise}: ${row.ok} (${row.seconds} s)\n`)
    }
  }
  if (values.save) console.error(`saved: ${measurement.save(rows)}`)
  const columns = Object.keys(rows[0]).filter((c) => c !== 'id')
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)))
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')
  console.log(line(columns))
  for (const row of rows) console.log(line(columns.map((c) => row[c])))
  process.exitCode = rows.every((r) => r.ok === 'yes' && r.left === 0) ? 0 : 1
}

main()
