'use strict'
// One verification with its verdict, as verify and grade make it: the learner's file is checked,
// the exercise's checks and speed check run, and the verdict is reported with the rest
// (lib/reporters/index.js). A LearnerError (bad input, a server that never starts or crashes)
// is thrown to the caller, which reports it its own way.
const { verifyExercise } = require('./index')
const { checkSubmission } = require('./submission')
const { describeVerdict } = require('./verdict')

// verify's and grade's exit codes (docs/ARCHITECTURE.md, "How a verdict is reached"; for CI,
// docs/GRADING.md): usage, a command given wrongly (an unknown reporter, no such folder), is
// neither a FAIL nor an inconclusive.
const EXIT_CODES = { pass: 0, fail: 1, inconclusive: 2, usage: 3 }

// Resolves { outcome, kind } where kind is 'pass', 'fail' or 'inconclusive'; withSpeed=false
// (watch mode, on save) runs the checks only: kind null, no verdict.
async function judgeSubmission ({ exercise, file, t, out, report, withSpeed = true }) {
  checkSubmission(file)
  const outcome = await verifyExercise({ exercise, file, t, out, report, grade: true, withSpeed })
  if (outcome.reason === 'checks_only') return { outcome, kind: null }
  const { kind, text, shown } = describeVerdict(outcome, t, exercise)
  report({ type: 'verdict', kind, text, shown, reason: outcome.reason })
  return { outcome, kind }
}

module.exports = { judgeSubmission, EXIT_CODES }
