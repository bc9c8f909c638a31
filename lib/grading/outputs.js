'use strict'
// Where grade's reports go, and when (docs/GRADING.md, "Reports that survive"):
//   --reporter tap|junit|json   on stdout: TAP streamed, each exercise's subtest as soon as it
//                               ends; JUnit and JSON whole when grading ends;
//   --tap, --junit, --json, --html <file>   each file written whole before the first exercise
//                               (everything `not run`), then again after every exercise, by the
//                               grader once the learner's programs are stopped: a temporary file
//                               renamed over it, so a reader (or a job killed outright) finds a
//                               whole report, never half of one or an empty file.
// A cancel (SIGTERM, SIGINT) ends each report with what is done and the rest `not run`.
const path = require('node:path')
const { render, renderBailOut, reportFormat } = require('../reporters')
const { gradeTapStream } = require('../reporters/tap')
const { roomPage, bailOutPage } = require('../reporters/html')
const { writeFileAtomically } = require('../files')
const { UsageError } = require('../errors')

const FILE_FLAGS = ['tap', 'junit', 'json', 'html']

// The reports the flags ask for: { stdout: format|null, files: [{ flag, file }] }; a UsageError
// for a flag given wrongly.
function requestedOutputs (flags) {
  const stdout = flags.reporter === undefined ? null : reportFormat(flags.reporter)
  const files = []
  for (const flag of FILE_FLAGS) {
    if (flags[flag] === undefined) continue
    if (typeof flags[flag] !== 'string' || !flags[flag]) throw new UsageError('grade.missing_file', { flag })
    files.push({ flag, file: path.resolve(flags[flag]) })
  }
  return { stdout, files }
}

function createOutputs ({ stdout, files }, { t, write = (text) => process.stdout.write(text) }) {
  const tap = stdout === 'tap' ? gradeTapStream(write) : null
  const renderFile = (flag, document) => (flag === 'html' ? roomPage(document, t) : render(flag, document, t))
  const rewrite = (document) => {
    for (const { flag, file } of files) writeFileAtomically(file, renderFile(flag, document))
  }
  let streamed = 0 // TAP: the exercises written so far, in grading order
  const order = (document) => document.learners.flatMap((learner) => learner.exercises.map((result) => ({ learner, result })))
  // TAP: every exercise up to `upTo` (in grading order) not written yet, each learner's end after
  // their last.
  const streamUpTo = (document, upTo) => {
    const all = order(document)
    for (; streamed < upTo; streamed++) {
      const { learner, result } = all[streamed]
      tap.exercise(learner, result)
      if (learner.exercises.at(-1) === result) tap.learnerEnd(learner)
    }
  }
  return {
    // Before grading: the files written (a folder that does not exist or cannot be written is a
    // UsageError, before anything runs), the TAP stream's plan.
    start (document) {
      for (const { flag, file } of files) {
        try {
          writeFileAtomically(file, renderFile(flag, document))
        } catch (error) {
          throw new UsageError('grade.cannot_write', { file, flag, error: error.code || error.message })
        }
      }
      if (tap) tap.start(document)
    },
    // After the exercise at `position` (in grading order: learner by learner) has its result.
    exercise (document, position) {
      rewrite(document)
      if (tap) streamUpTo(document, position + 1)
    },
    // Grading ended, or was cancelled: every report whole.
    end (document) {
      rewrite(document)
      if (tap) streamUpTo(document, order(document).length)
      else if (stdout) write(render(stdout, document, t))
    },
    // grade could not start (no such folder): each report says why, and nothing else.
    bailOut (error) {
      for (const { flag, file } of files) {
        try {
          writeFileAtomically(file, flag === 'html' ? bailOutPage(error, { lang: t.lang, t }) : renderBailOut(flag, error))
        } catch {} // the sentence on the terminal says what went wrong first
      }
      if (stdout) write(renderBailOut(stdout, error))
    }
  }
}

module.exports = { requestedOutputs, createOutputs, FILE_FLAGS }
