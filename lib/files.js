'use strict'
// File helpers: the trees that starter and solution copy and show, and how a path is shown.
const fs = require('node:fs')
const path = require('node:path')

// Every file under `dir`, as paths relative to it, sorted.
function listFiles (dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.name === 'node_modules') return []
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)]
  }).sort()
}

// Copies `from` into `to` without ever replacing a file that is already there.
function copyWithoutOverwriting (from, to) {
  const created = []
  const kept = []
  for (const file of listFiles(from)) {
    const target = path.join(to, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    try {
      fs.copyFileSync(path.join(from, file), target, fs.constants.COPYFILE_EXCL)
      created.push(file)
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      kept.push(file)
    }
  }
  return { created, kept }
}

// A path as the learner reads it: relative to the current folder when it is inside it.
function displayPath (file) {
  const shown = path.relative(process.cwd(), file)
  if (shown === '') return '.' // the current folder itself
  return shown.startsWith('..') ? file : shown
}

module.exports = { listFiles, copyWithoutOverwriting, displayPath }
