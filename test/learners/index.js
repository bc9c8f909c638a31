'use strict'
// The catalogue of learner submissions: the other ways learners really solve each exercise and the
// half-fixes they really stop at, each with the verdict it must get (exercises/README.md,
// "The catalogue"). An entry is a folder test/learners/NN-id/<name>/ holding only the files the
// learner changed; it is laid over a copy of the starter, as a learner edits the folder `starter`
// made. test/learners.test.js runs the quick entries through the real CLI, bench/verdicts.js all.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { listExercises } = require('../../lib/exercises')
const { messagePiece } = require('../helpers')

const EXPECTED_EXIT = { PASS: 0, FAIL: 1 }
const THIS_MAJOR = Number(process.versions.node.split('.')[0])

// Every entry of one exercise, from test/learners/NN-id/catalogue.js:
// [{ name, verdict: 'PASS' | 'FAIL', reason (the message key a FAIL names), quick, why,
//    orReason, shows (optional: exercises/README.md, "The catalogue of learner submissions"),
//    minNode (optional: the first Node.js major whose API the entry uses) }], each with
// `runsHere`: false for an entry written for a later Node.js than this one, which is skipped.
function catalogueOf (exercise) {
  const file = path.join(__dirname, exercise.folder, 'catalogue.js')
  if (!fs.existsSync(file)) return []
  return require(file).map((entry) => ({
    ...entry,
    exercise,
    dir: path.join(__dirname, exercise.folder, entry.name),
    expectedExit: EXPECTED_EXIT[entry.verdict],
    runsHere: !entry.minNode || THIS_MAJOR >= entry.minNode
  }))
}

function allEntries () {
  return listExercises().flatMap(catalogueOf)
}

// Whether a FAIL's output names the entry's reason: its `reason`, or its `orReason`, the other
// check of the same sentence of the text, when which of the two decides first depends on timing.
function namesReason (entry, stdout) {
  return Boolean(reasonNamed(entry, stdout))
}

// The key of the reason a FAIL's output names (its `reason` or its `orReason`), or undefined.
function reasonNamed (entry, stdout) {
  return [entry.reason, entry.orReason].filter(Boolean).find((key) => stdout.includes(messagePiece('en', key)))
}

// What the test runner prints for an entry: its name and verdict, never its `why` (which tells
// how the entry solves the exercise: `npm test` shows no solution).
function testName (entry) {
  return `${entry.exercise.folder}/${entry.name}: ${entry.verdict}`
}

// The starter copied into a fresh temporary folder with the entry's files over it, in a folder
// named like the one `starter` makes (`06-cluster/`): the learner's path, on which verify knows
// the exercise from the folder's name. Returns { file: the learner's file to give to `verify`,
// cleanup: removes it all }.
function prepareEntry (entry) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `npw-learner-${entry.name}-`))
  const dir = path.join(root, entry.exercise.folder)
  fs.cpSync(entry.exercise.starterDir, dir, { recursive: true })
  fs.cpSync(entry.dir, dir, { recursive: true })
  return { file: path.join(dir, entry.exercise.spec.submission), cleanup: () => fs.rmSync(root, { recursive: true, force: true }) }
}

module.exports = { catalogueOf, allEntries, prepareEntry, testName, namesReason, reasonNamed }
