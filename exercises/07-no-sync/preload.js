'use strict'
// 07-no-sync's preload (spec.preload), loaded by verify and run into every thread of the
// learner's server (the main thread, and each worker thread and cluster worker): counts the
// calls of synchronous fs, crypto, zlib and child_process functions and of Atomics.wait (which
// blocks its thread until another one wakes it), counts the HTTP requests
// the thread serves, watches its event loop with perf_hooks.monitorEventLoopDelay, and every
// 100 ms writes all three to <NPW_SYNC_COUNTS>.<pid>-<threadId>.json. checks.js compares the
// counts before and after a few requests, so start-up reads are not counted, and it counts the
// synchronous calls of the threads that served requests only: a synchronous call stops the
// event loop of its own thread, and only a loop that serves requests makes them wait (a worker
// thread that hashes keys or reads the map for the main thread may call them). This costs
// nothing measurable on a server that makes no such calls.
const fs = require('node:fs')
const { syncBuiltinESMExports } = require('node:module')
const { subscribe } = require('node:diagnostics_channel')
const { monitorEventLoopDelay } = require('node:perf_hooks')
const { threadId, isMainThread, getEnvironmentData, setEnvironmentData } = require('node:worker_threads')

const WINDOWS_KEPT = 100 // 10 s of history
const RESOLUTION_MS = 10

// A worker thread takes it from the main thread's environment data: a Worker may be given an env
// of its own (as the guard does for the list of preloads).
const prefix = (isMainThread ? undefined : getEnvironmentData('NPW_SYNC_COUNTS')) ?? process.env.NPW_SYNC_COUNTS
if (isMainThread && prefix) setEnvironmentData('NPW_SYNC_COUNTS', prefix)
const counts = {}
let requests = 0
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

if (prefix) {
  const modules = { fs, crypto: require('node:crypto'), zlib: require('node:zlib'), child_process: require('node:child_process') }
  for (const [moduleName, object] of Object.entries(modules)) {
    for (const name of Object.keys(object)) {
      if (name.endsWith('Sync') && typeof object[name] === 'function') wrap(moduleName, object, name)
    }
  }
  // Node's own code waits with its primordials' copy of Atomics.wait: only the learner's is counted.
  wrap('Atomics', Atomics, 'wait')
  syncBuiltinESMExports() // `import { readFileSync } from 'node:fs'` sees the counted one too
  // Every request an http server of this thread starts to serve (seen from outside the
  // learner's code: nothing of theirs is wrapped for it).
  subscribe('http.server.request.start', () => { requests++ })
  const file = `${prefix}.${process.pid}-${threadId}.json`
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  delay.enable()
  const windows = [] // [end of the window (ms since the epoch), longest delay in it (ms)]
  const save = () => {
    // The histogram holds the time between two samples: a free loop shows the resolution.
    windows.push([Date.now(), Math.max(0, delay.max / 1e6 - RESOLUTION_MS)])
    delay.reset()
    if (windows.length > WINDOWS_KEPT) windows.shift()
    // Written whole, then renamed: the check never reads half a file.
    writeFileSync(file + '.tmp', JSON.stringify({ calls: counts, requests, delay: windows }))
    renameSync(file + '.tmp', file)
  }
  save()
  setInterval(save, 100).unref()
}
