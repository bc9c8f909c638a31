'use strict'
// Loaded with --require into the learner's server by verify (spec.nodeArgs): counts calls of
// synchronous fs, crypto, zlib and child_process functions, and every 100 ms writes the counts
// of this process to <NPW_SYNC_COUNTS>.<pid>.json. The check compares the counts before and
// after a few requests, so start-up reads are not counted. Counting costs nothing measurable on
// a server that makes no such calls.
const fs = require('node:fs')
const path = require('node:path')
const { syncBuiltinESMExports } = require('node:module')

const prefix = process.env.NPW_SYNC_COUNTS
const counts = {}
// Our own writes must not count, so they use the functions from before the patch.
const writeFileSync = fs.writeFileSync
const renameSync = fs.renameSync

// Only the outermost call counts: fs.readFileSync itself calls openSync, readSync, closeSync.
let depth = 0

function wrap (moduleName, object, name) {
  const original = object[name]
  const label = `${moduleName}.${name}`
  object[name] = function (...args) {
    if (depth === 0) counts[label] = (counts[label] || 0) + 1
    depth++
    try {
      return original.apply(this, args)
    } finally {
      depth--
    }
  }
}

if (prefix) {
  const modules = { fs, crypto: require('node:crypto'), zlib: require('node:zlib'), child_process: require('node:child_process') }
  for (const [moduleName, object] of Object.entries(modules)) {
    for (const name of Object.keys(object)) {
      if (name.endsWith('Sync') && typeof object[name] === 'function') wrap(moduleName, object, name)
    }
  }
  syncBuiltinESMExports() // `import { readFileSync } from 'node:fs'` sees the counted one too
  const file = `${prefix}.${process.pid}.json`
  let written = null
  const save = () => {
    const text = JSON.stringify(counts)
    if (text === written) return
    // Written whole, then renamed: the check never reads half a file.
    writeFileSync(file + '.tmp', text)
    renameSync(file + '.tmp', file)
    written = text
  }
  save()
  setInterval(save, 100).unref()
}

// The sum of the counts of every process of the server (a cluster has several).
function readCounts (prefixPath) {
  const dir = path.dirname(prefixPath)
  const base = path.basename(prefixPath) + '.'
  const total = {}
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(base) || !name.endsWith('.json')) continue
    try {
      for (const [label, count] of Object.entries(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')))) {
        total[label] = (total[label] || 0) + count
      }
    } catch {} // a process that is gone, or a file being replaced
  }
  return total
}

module.exports = { readCounts }
