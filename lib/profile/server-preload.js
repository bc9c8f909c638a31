'use strict'
// Preloaded into the learner's server while `profile` runs it (main thread only: a worker thread
// of the learner's runs the preloads too).
//  - It runs in its own folder (NPW_PROFILE_CWD) even when a profiler started it elsewhere, so the
//    profiler's working files never land in the learner's folder. The move happens only when the
//    learner's file is loaded: V8's --prof opens a log per thread relative to the folder current
//    when the thread starts, and a thread may start after the preloads.
//  - SIGTERM/SIGINT end it with process.exit() when nothing else handles them: node writes a
//    --cpu-prof profile only on a clean exit, not when a signal kills it.
//  - Its pid and exit code go to files (NPW_PROFILE_STATE) for the collector around it.
//  - With NPW_PROFILE_CALL_SITES, call-sites.js samples which line of each function calls into
//    the hot code (a CPU profile says only where each function starts).
const fs = require('node:fs')
const Module = require('node:module')
const path = require('node:path')
const { isMainThread } = require('node:worker_threads')

if (isMainThread) {
  const folder = process.env.NPW_PROFILE_CWD
  if (folder) {
    const load = Module._load
    Module._load = function (request, parent, isMain) {
      if (isMain) {
        Module._load = load
        process.chdir(folder)
      }
      return load.apply(this, arguments)
    }
  }
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]]) {
    process.on(signal, function cleanExit () {
      // The learner's own handler, or Clinic's, decides how to end.
      if (process.listeners(signal).some((listener) => listener !== cleanExit)) return
      process.exit(code)
    })
  }
  const state = process.env.NPW_PROFILE_STATE
  if (state) {
    fs.writeFileSync(path.join(state, 'pid'), String(process.pid))
    process.on('exit', (code) => fs.writeFileSync(path.join(state, 'exit-code'), String(code)))
  }
  // Made now (before the learner's code moves the process into its folder), sampling from the
  // first connection on (the server is up).
  const callSites = process.env.NPW_PROFILE_CALL_SITES
  if (callSites) {
    const begin = require('./call-sites').startSampler(callSites)
    const channel = require('node:diagnostics_channel').channel('net.server.socket')
    const start = () => {
      channel.unsubscribe(start)
      begin()
    }
    channel.subscribe(start)
  }
  // Not for the learner's own child processes.
  delete process.env.NPW_PROFILE_CWD
  delete process.env.NPW_PROFILE_STATE
  delete process.env.NPW_PROFILE_CALL_SITES
}
