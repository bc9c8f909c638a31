'use strict'
// Loaded with --require into the learner's server by verify (spec.nodeArgs): counts calls of
// synchronous fs, crypto, zlib and child_process functions, watches the event loop with
// perf_hooks.monitorEventLoopDelay, and every 100 ms writes both to <NPW_SYNC_COUNTS>.<pid>.json:
// the counts so far, and the longest event-loop delay of each 100 ms window. The check compares
// the counts before and after a few requests, so start-up reads are not counted. This costs
// nothing measurable on a server that makes no such calls.
const fs = require('node:fs')
const path = require('node:path')
const { syncBuiltinESMExports } = require('node:module')
const { monitorEventLoopDelay } = require('node:perf_hooks')
const { isMainThread } = require('node:worker_threads')

const WINDOWS_KEPT = 100 // 10 s of history
const RESOLUTION_MS = 10

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

// Node also runs --require modules in the thread of its module loader hooks (the workshop's
// ESM fallback uses one): only the thread that serves requests counts and writes.
if (prefix && isMainThread) {
  const modules = { fs, crypto: require('node:crypto'), zlib: require('node:zlib'), child_process: require('node:child_process') }
  for (const [moduleName, object] of Object.entries(modules)) {
    for (const name of Object.keys(object)) {
      if (name.endsWith('Sync') && typeof object[name] === 'function') wrap(moduleName, object, name)
    }
  }
  syncBuiltinESMExports() // `import { readFileSync } from 'node:fs'` sees the counted one too
  const file = `${prefix}.${process.pid}.json`
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  delay.enable()
  const windows = [] // [end of the window (ms since the epoch), longest delay in it (ms)]
  const save = () => {
    // The histogram holds the time between two samples: a free loop shows the resolution.
    windows.push([Date.now(), Math.max(0, delay.max / 1e6 - RESOLUTION_MS)])
    delay.reset()
    if (windows.length > WINDOWS_KEPT) windows.shift()
    // Written whole, then renamed: the check never reads half a file.
    writeFileSync(file + '.tmp', JSON.stringify({ calls: counts, delay: windows }))
    renameSync(file + '.tmp', file)
  }
  save()
  setInterval(save, 100).unref()
}

// What every process of the server (a cluster has several) wrote: the sum of the call counts,
// and the longest event-loop delay (ms) of the windows that ended after `since`.
function readCounts (prefixPath, since = 0) {
  const dir = path.dirname(prefixPath)
  const base = path.basename(prefixPath) + '.'
  const calls = {}
  let longestDelay = 0
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(base) || !name.endsWith('.json')) continue
    try {
      const saved = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'))
      for (const [label, count] of Object.entries(saved.calls)) calls[label] = (calls[label] || 0) + count
      for (const [end, longest] of saved.delay) if (end > since) longestDelay = Math.max(longestDelay, longest)
    } catch {} // a process that is gone, or a file being replaced
  }
  return { calls, longestDelay }
}

module.exports = { readCounts }
