'use strict'
// 07-no-sync's preload (spec.preload), loaded into the learner's server by verify and run: counts calls of
// synchronous fs, crypto, zlib and child_process functions, counts the times the map file
// (data/alps-trails.geojson) is opened, synchronously or not, watches the event loop with
// perf_hooks.monitorEventLoopDelay, and every 100 ms writes both to <NPW_SYNC_COUNTS>.<pid>.json:
// the counts so far, and the longest event-loop delay of each 100 ms window. The check compares
// the counts before and after a few requests, so start-up reads are not counted. This costs
// nothing measurable on a server that makes no such calls. checks.js reads the files.
const fs = require('node:fs')
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

// Replaces the function through its property descriptor: some are read-only (Node 26's
// zlib.createZipArchiveSync), and a plain assignment would throw.
function wrap (moduleName, object, name) {
  const descriptor = Object.getOwnPropertyDescriptor(object, name)
  if (!descriptor || !('value' in descriptor) || !(descriptor.writable || descriptor.configurable)) return
  const original = descriptor.value
  const label = `${moduleName}.${name}`
  Object.defineProperty(object, name, {
    ...descriptor,
    value: function (...args) {
      if (depth === 0) counts[label] = (counts[label] || 0) + 1
      depth++
      try {
        return original.apply(this, args)
      } finally {
        depth--
      }
    }
  })
}

// Counts the opens of the map file, whichever API does it: fs.readFile, fs.promises.readFile,
// fs.open and fs.promises.open (which fs.createReadStream, express's res.sendFile and
// FileHandle use), fs.readFileSync. The task keeps the map read on every download.
const MAP_FILE_NAME = 'alps-trails.geojson'
function countMapOpens (object, name) {
  const original = object[name]
  if (typeof original !== 'function') return
  object[name] = function (file, ...args) {
    if (String(file).endsWith(MAP_FILE_NAME)) counts.mapOpens = (counts.mapOpens || 0) + 1
    return original.call(this, file, ...args)
  }
}

// A worker thread of the learner's also runs the preloads: only the main thread, which serves
// requests, counts and writes.
if (prefix && isMainThread) {
  const modules = { fs, crypto: require('node:crypto'), zlib: require('node:zlib'), child_process: require('node:child_process') }
  for (const [moduleName, object] of Object.entries(modules)) {
    for (const name of Object.keys(object)) {
      if (name.endsWith('Sync') && typeof object[name] === 'function') wrap(moduleName, object, name)
    }
  }
  for (const name of ['readFile', 'open']) {
    countMapOpens(fs, name)
    countMapOpens(fs.promises, name)
  }
  countMapOpens(fs, 'readFileSync') // already wrapped above: a sync read counts as both
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
