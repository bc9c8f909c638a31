#!/usr/bin/env node
'use strict'
// How fast and how reliable are the verdicts? Runs the real `verify` K times on each exercise's
// reference solution (must PASS), its starter (must FAIL) and every entry of its learner
// catalogue (test/learners/NN-id/: the verdict each must get), round-robin, and prints a table of
// verdict times and wrong or inconclusive verdicts.
//
//   node bench/verdicts.js [--runs 10] [--exercise node-env|02-node-env]… [--entry article-fix]… [--hog]
//                          [--markdown] [--json] [--save]
//
// --save keeps the table in bench/results/ (bench/results.js), for bench/RESULTS.md.
// --hog keeps one core busy with a CPU loop during every verify, as a noisy laptop would.
// Wrong: the exit code is not the expected verdict's (inconclusive, exit 2, is counted apart), or a
// catalogue entry's FAIL does not name its reason (the message of `reason`, in English).
// At the end it checks that no process it started is left (by HOME, see test/helpers.js).
const os = require('node:os')
const path = require('node:path')
const { commandLine } = require('../scripts/command-line')
const { listExercises } = require('../lib/exercises')
const { median } = require('../lib/speed/compare')
const { runCli, freshHome, selectExercise, processesWithHome, ROOT } = require('../test/helpers')
const { catalogueOf, prepareEntry, namesReason } = require('../test/learners')
const { startCpuHog } = require('../test/cpu-hog')
const { startMeasurement } = require('./results')

const { values } = commandLine({
  usage: `node bench/verdicts.js [--runs 10] [--exercise node-env|02-node-env]… [--entry article-fix]… [--hog]
                       [--markdown] [--json] [--save]
    verify K times on each reference solution, starter and catalogue entry: verdict times, wrong verdicts;
    --save keeps them in bench/results/ for bench/RESULTS.md (node bench/results-page.js)`,
  options: {
    runs: { type: 'string', default: '10' },
    exercise: { type: 'string', multiple: true },
    entry: { type: 'string', multiple: true },
    hog: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    save: { type: 'boolean', default: false }
  }
})
const runs = Number(values.runs)
const measurement = startMeasurement('verdicts', { hog: values.hog })
const INCONCLUSIVE_EXIT = 2
const HOG_SECONDS = 300 // beside one verify (its time limit is 120 s), bounded if this script dies

// What to verify for one exercise: [{ name, file, expectedExit, cleanup }].
function submissionsOf (exercise) {
  const all = [
    { name: 'reference solution', file: path.join(ROOT, 'solutions', exercise.folder, exercise.spec.submission), expectedExit: 0 },
    { name: 'starter', file: path.join(exercise.starterDir, exercise.spec.submission), expectedExit: 1 },
    ...catalogueOf(exercise).filter((entry) => entry.runsHere).map((entry) => {
      const { file, cleanup } = prepareEntry(entry)
      return { name: entry.name, file, expectedExit: entry.expectedExit, reason: entry.reason, orReason: entry.orReason, cleanup }
    })
  ]
  return all.filter((s) => !values.entry || values.entry.includes(s.name) || (s.name === 'reference solution' && values.entry.includes('REF')))
}

async function benchExercise (exercise) {
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const submissions = submissionsOf(exercise)
  const times = new Map(submissions.map((s) => [s, []]))
  try {
    for (let i = 0; i < runs; i++) {
      for (const submission of submissions) {
        const hog = values.hog ? startCpuHog({ seconds: HOG_SECONDS }) : null
        const result = await runCli(['verify', submission.file], { home, timeoutMs: 120000 })
        if (hog) hog.stop()
        // A FAIL for another reason than the entry's is a wrong verdict too.
        const otherReason = result.code === 1 && submission.reason && !namesReason(submission, result.stdout)
        times.get(submission).push({ seconds: result.ms / 1000, code: result.code, otherReason })
        process.stderr.write(`${exercise.folder} ${submission.name} #${i + 1}: exit ${result.code}${otherReason ? `, not for ${submission.reason}` : ''} in ${(result.ms / 1000).toFixed(1)} s\n`)
        // A wrong or inconclusive verdict: what it said, to find out why.
        if (result.code !== submission.expectedExit || otherReason) process.stderr.write(result.stdout.trim().split('\n').slice(-6).map((line) => `    ${line}\n`).join(''))
      }
    }
  } finally {
    for (const submission of submissions) if (submission.cleanup) submission.cleanup()
  }
  const left = processesWithHome(home).length
  return submissions.map((submission) => {
    const rows = times.get(submission)
    const seconds = rows.map((r) => r.seconds)
    return {
      id: `${exercise.folder}/${submission.name}`,
      exercise: exercise.folder,
      submission: submission.name,
      expected: submission.expectedExit === 0 ? 'PASS' : 'FAIL',
      runs: rows.length,
      min: Number(Math.min(...seconds).toFixed(1)),
      median: Number(median(seconds).toFixed(1)),
      max: Number(Math.max(...seconds).toFixed(1)),
      wrong: rows.filter((r) => (r.code !== submission.expectedExit && r.code !== INCONCLUSIVE_EXIT) || r.otherReason).length,
      inconclusive: rows.filter((r) => r.code === INCONCLUSIVE_EXIT).length,
      left
    }
  })
}

function print (table) {
  const columns = ['exercise', 'submission', 'expected', 'runs', 'min', 'median', 'max', 'wrong', 'inconclusive', 'left']
  const title = `verdict times in seconds, ${os.availableParallelism()} cores, Node ${process.version}${values.hog ? ', with a CPU hog on one core' : ''}`
  if (values.json) return console.log(JSON.stringify({ title, table }, null, 2))
  if (values.markdown) {
    console.log(`\n${title}\n`)
    console.log(`| ${columns.join(' | ')} |`)
    console.log(`|${columns.map(() => '---').join('|')}|`)
    for (const row of table) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`)
    return
  }
  const widths = columns.map((c) => Math.max(c.length, ...table.map((row) => String(row[c]).length)))
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')
  console.log(`\n${title}`)
  console.log(line(columns))
  for (const row of table) console.log(line(columns.map((c) => row[c])))
}

async function main () {
  // --exercise takes an id (node-env) or a folder (02-node-env); one that names no exercise stops
  // here rather than measure nothing.
  const asked = values.exercise || []
  const names = (ex) => [ex.id, ex.folder]
  const chosen = listExercises().filter((ex) => !values.exercise || names(ex).some((name) => asked.includes(name)))
  const unknown = asked.filter((name) => !listExercises().some((ex) => names(ex).includes(name)))
  if (unknown.length) {
    console.error(`No exercise is named ${unknown.join(', ')}: use an id or a folder of exercises/manifest.json.`)
    process.exit(1)
  }
  const table = []
  for (const exercise of chosen) table.push(...await benchExercise(exercise))
  print(table)
  if (values.save) console.error(`saved: ${measurement.save(table)}`)
  process.exitCode = table.some((row) => row.wrong > 0 || row.left > 0) ? 1 : 0
}

main()
