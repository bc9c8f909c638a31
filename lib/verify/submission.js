'use strict'
// The file a learner hands to verify/run/profile: which exercise it belongs to, where it is when
// none is named, and a check before anything is started: it exists, it is a file, and it parses.
// Each problem is a LearnerError with a sentence saying what to do.
const fs = require('node:fs')
const path = require('node:path')
const { spawnSync } = require('node:child_process')
const { LearnerError } = require('../errors')
const { listExercises } = require('../exercises')

// The exercise a file belongs to, from where it sits, or null (then the selected exercise is
// checked). In order:
//  1. the nearest folder above it named like an exercise's folder: `04-hapi-podium` for
//     `…/04-hapi-podium/server.js` and `…/04-hapi-podium/plugins/audit.js` (any number before a
//     known id: an exercise keeps its id when exercises are renumbered);
//  2. else its own folder or the one above, when that holds every file only one exercise's
//     starter has (`plugins/audit.js` for 04, `card.js` and `products.js` for 11), and no other
//     exercise's such files: a copy of a starter renamed by the learner.
// Resolves { exercise, folder } (rule 1: the folder's name) or { exercise, marker } (rule 2: one
// of those files, relative to the folder). Reads folder names and checks that files exist; used
// by verify, run and profile (lib/commands/shared.js), and by anything else that grades a file.
function exerciseOfFile (file, { exercises = listExercises(), exists = fs.existsSync } = {}) {
  const byId = new Map(exercises.map((exercise) => [exercise.id, exercise]))
  const absolute = path.resolve(file)
  for (let dir = path.dirname(absolute); ; dir = path.dirname(dir)) {
    const named = /^\d+-(.+)$/.exec(path.basename(dir))
    if (named && byId.has(named[1])) return { exercise: byId.get(named[1]), folder: path.basename(dir) }
    if (path.dirname(dir) === dir) break
  }
  const markers = starterMarkers(exercises)
  for (const dir of [path.dirname(absolute), path.dirname(path.dirname(absolute))]) {
    const matching = exercises.filter((exercise) => {
      const own = markers.get(exercise)
      return own.length > 0 && own.every((marker) => exists(path.join(dir, marker)))
    })
    if (matching.length === 1) return { exercise: matching[0], marker: markers.get(matching[0])[0] }
    if (matching.length > 1) return null
  }
  return null
}

// Per exercise, the files of its starter (relative paths) that no other starter has, other than
// package.json and any exercise's submission file.
const markerCache = new WeakMap()
function starterMarkers (exercises) {
  if (markerCache.has(exercises)) return markerCache.get(exercises)
  const filesOf = new Map(exercises.map((exercise) => [exercise, listFiles(exercise.starterDir)]))
  const submissions = new Set(exercises.map((exercise) => exercise.spec.submission))
  const owners = new Map()
  for (const files of filesOf.values()) for (const file of files) owners.set(file, (owners.get(file) || 0) + 1)
  const markers = new Map([...filesOf].map(([exercise, files]) => [exercise, files.filter((file) =>
    owners.get(file) === 1 && file !== 'package.json' && !submissions.has(file))]))
  markerCache.set(exercises, markers)
  return markers
}

function listFiles (dir, prefix = '') {
  let entries
  try {
    entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, relative) : [relative]
  })
}

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
  }, excerpt.trim() ? excerpt.replace(/^/gm, '  ') : '', { advice: 'submission.syntax_advice' })
}

module.exports = { exerciseOfFile, locateSubmission, checkSubmission }
