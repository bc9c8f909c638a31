'use strict'
// Checks the file a learner hands to verify/run/profile before anything is started: it exists,
// it is a file, and it parses. Each problem is a LearnerError with a sentence saying what to do.
const fs = require('node:fs')
const path = require('node:path')
const { spawnSync } = require('node:child_process')
const { LearnerError } = require('../errors')

// The learner's file, or the one `starter` copied for this exercise if they named none.
function locateSubmission (fileArgument, exercise, cwd = process.cwd()) {
  if (fileArgument) return { file: path.resolve(cwd, fileArgument), guessed: false }
  const copied = path.join(cwd, exercise.folder, exercise.spec.submission)
  if (fs.existsSync(copied)) return { file: copied, guessed: true }
  throw new LearnerError('submission.none', { example: path.join(exercise.folder, exercise.spec.submission) })
}

function checkSubmission (file) {
  let stat
  try {
    stat = fs.statSync(file)
  } catch {
    throw new LearnerError('submission.missing', { file })
  }
  if (stat.isDirectory()) {
    throw new LearnerError('submission.directory', { file })
  }
  try {
    fs.accessSync(file, fs.constants.R_OK)
  } catch {
    throw new LearnerError('submission.unreadable', { file })
  }
  const check = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8', timeout: 15000 })
  if (check.status !== 0) {
    throw syntaxError(file, check.stderr || '')
  }
}

// node --check prints "<file>:<line>", the code, a caret, then "SyntaxError: <message>".
function syntaxError (file, stderr) {
  const location = stderr.match(/:(\d+)\r?\n/)
  const message = stderr.match(/^(SyntaxError: .*)$/m)
  const excerpt = stderr.split(/\r?\n/).slice(1, 3).join('\n')
  return new LearnerError('submission.syntax', {
    file,
    line: location ? location[1] : '?',
    message: message ? message[1] : stderr.trim().split('\n').pop()
  }, excerpt.trim() ? excerpt.replace(/^/gm, '  ') : '')
}

module.exports = { locateSubmission, checkSubmission }
