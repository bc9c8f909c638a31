'use strict'
// Which folders `grade` grades, and what it says of those it does not (docs/GRADING.md, "Which
// folders are graded"). A learner's folder holds one folder per exercise, named as the exercise's
// (`02-node-env/`; the number may differ, the id may not: an exercise keeps its id when exercises
// are renumbered, as exerciseOfFile reads it). Of two folders for one exercise the one named as the
// manifest names it is graded, else the first by name; both are named. A folder named almost so
// (`05-Gzip/`, `05_gzip/`, `05-压缩/`, `gzip/`) is not graded: it is named, with the name it
// should have. A room (`grade --class`) holds one folder per learner, named as the learner.
const fs = require('node:fs')
const path = require('node:path')
const { listExercises } = require('../exercises')
const { exerciseOfFile } = require('../verify/submission')
const { closest } = require('../exercise-format')
const { UsageError } = require('../errors')
const { displayPath } = require('../files')

// Folders that are never an exercise's, and say nothing when they are there.
const IGNORED = /^(\.|node_modules$)/

function subfolders (folder) {
  return fs.readdirSync(folder, { withFileTypes: true })
    .filter((entry) => !IGNORED.test(entry.name) && (entry.isDirectory() || (entry.isSymbolicLink() && isFolder(path.join(folder, entry.name)))))
    .map((entry) => entry.name)
    .sort()
}

function isFolder (dir) {
  try {
    return fs.statSync(dir).isDirectory()
  } catch {
    return false
  }
}

// The exercise a folder's name almost names, or null: the same id but for case, `_` or spaces
// (`05-Gzip`, `05_gzip`), an id one or two letters off (`05-gzp`), an id without its number
// (`gzip`), or a known number with a name that is no id (`05-压缩`).
function nearMiss (name, exercises) {
  const ids = exercises.map((exercise) => exercise.id)
  const byId = (id) => exercises.find((exercise) => exercise.id === id)
  const normal = name.toLowerCase().replace(/[_\s.]+/g, '-')
  const numbered = /^0*(\d+)-*(.*)$/.exec(normal)
  const id = numbered ? numbered[2] : normal
  const found = byId(id) || (id && byId(closest(id, ids)))
  if (found) return found
  if (numbered) return exercises.find((exercise) => exercise.number === Number(numbered[1])) || null
  return null
}

// A learner's folder: [{ exercise, dir, folder, file, notes }] in the manifest's order (dir null
// for an exercise not graded), and the notes on the folder as a whole. `root`: the folder that
// paths in a report are relative to (the learner's; a room's own folder in a room).
function exerciseFolders (folder, { t, root = folder, exercises = listExercises() }) {
  const candidates = new Map(exercises.map((exercise) => [exercise.id, []]))
  const misses = new Map(exercises.map((exercise) => [exercise.id, []]))
  const notes = []
  for (const name of subfolders(folder)) {
    const named = exerciseOfFile(path.join(folder, name, 'server.js'), { exercises, exists: () => false })
    if (named && named.folder === name) {
      candidates.get(named.exercise.id).push(name)
      continue
    }
    const almost = nearMiss(name, exercises)
    if (almost) misses.get(almost.id).push(name)
    else if (/^\d+-[a-z0-9-]+$/.test(name)) notes.push({ kind: 'unknown', folder: name, message: t('grade.unknown_folder', { folder: name }) })
  }
  const entries = exercises.map((exercise) => {
    const names = candidates.get(exercise.id)
    const graded = names.includes(exercise.folder) ? exercise.folder : names[0] || null
    const own = []
    const note = (kind, key, params) => own.push({ kind, exercise: exercise.folder, message: t(key, { number: exercise.number, expected: exercise.folder, ...params }) })
    if (names.length > 1) note('duplicate', 'grade.duplicate', { folders: names.map((name) => `${name}/`).join(', '), graded })
    else if (graded && graded !== exercise.folder) note('renumbered', 'grade.renumbered', { folder: graded })
    for (const name of misses.get(exercise.id)) note('near-miss', graded ? 'grade.near_miss_graded' : 'grade.near_miss', { folder: name, graded })
    const dir = graded && path.join(folder, graded)
    const file = dir && path.relative(root, path.join(dir, exercise.spec.submission)).split(path.sep).join('/')
    return { exercise, dir, folder: graded && path.relative(root, dir).split(path.sep).join('/'), file, notes: own }
  })
  return { entries, notes }
}

// The learners of a room: one folder each, named as the learner.
function roomLearners (room) {
  if (!isFolder(room)) throw new UsageError('grade.no_folder', { folder: displayPath(room) })
  const names = subfolders(room)
  if (names.length === 0) throw new UsageError('grade.empty_room', { folder: displayPath(room) })
  return names.map((name) => ({ name, dir: path.join(room, name) }))
}

module.exports = { exerciseFolders, roomLearners, nearMiss, isFolder }
