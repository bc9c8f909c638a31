'use strict'
// Where, inside a function, the calls that lead to the hot code are. A CPU profile names the
// functions on a hot stack with the line each one starts at (V8 records a line per sample only
// for the function on top), so "the learner's function at plugins/audit.js:36" does not say
// which of its lines calls into the hot code. While `profile` loads the server, this samples the
// learner's process the way a debugger sees it: a worker thread of the server's, connected to its
// main thread through the inspector, pauses it every SAMPLE_MS and notes, for each frame of the
// stack, the line it is at (for a caller: the line of the call) and the function it called.
//
// Started by server-preload.js when NPW_PROFILE_CALL_SITES names a file; the counts are written
// there every WRITE_MS (the process may end on a signal at any moment). callSiteLine() reads them
// for the summary.
const fs = require('node:fs')
const path = require('node:path')
const { fileURLToPath } = require('node:url')
const { Worker, isMainThread, workerData } = require('node:worker_threads')

const SAMPLE_MS = 30
const WRITE_MS = 500
const DEPTH = 40 // frames looked at per sample: the learner's code is rarely deeper in a stack
// How far up a call is followed: the function a CPU profile shows above the learner's may be
// one or two calls further (a small function in between, inlined by V8, is not in the profile).
const REACH = 4

// A script's URL or path as an absolute path ('' for Node's own and eval'd code).
function normalise (url) {
  if (!url || url.startsWith('node:')) return ''
  try {
    return url.startsWith('file:') ? fileURLToPath(url) : url
  } catch {
    return ''
  }
}

// The sampler's state, shared with its thread: STARTED (the thread runs), SAMPLING (asked to
// begin), STOPPING (the process exits), STOPPED (its session is closed).
const [STARTED, SAMPLING, STOPPING, STOPPED] = [1, 2, 3, 4]
function signal (state, value) {
  Atomics.store(state, 0, value)
  Atomics.notify(state, 0)
}

// In the server's main thread, from the preload: the sampler's thread, ready but idle; returns
// begin(), which starts the sampling (at the server's first connection: pausing a process that
// loads its modules would only slow its start). The thread is made now, before the learner's
// code runs: under --prof every thread writes a log into the folder current when it starts, and
// the learner's code runs in the learner's folder. When the process exits, the sampler lets go
// of it at once: a process with an inspector session still open waits for it to close.
function startSampler (file) {
  const state = new Int32Array(new SharedArrayBuffer(4))
  const worker = new Worker(__filename, { workerData: { file, state } })
  worker.on('error', () => {}) // no inspector (a build without it): no call sites, nothing else
  worker.unref()
  Atomics.wait(state, 0, 0, 5000) // until its thread runs (and has its log, if any, here)
  process.on('exit', () => {
    if (Atomics.load(state, 0) !== SAMPLING) return
    signal(state, STOPPING)
    Atomics.wait(state, 0, STOPPING, 200) // until it has closed its session, a moment at most
  })
  return () => signal(state, SAMPLING)
}

// In the sampler's thread: once asked, pause the main thread every SAMPLE_MS and count, for each
// frame of the stack, the line it is at and the functions up to REACH calls above it.
function sample ({ file, state }) {
  const alive = setInterval(() => {}, 1 << 30) // until the process ends (the worker is unref'd)
  signal(state, STARTED)
  Atomics.waitAsync(state, 0, STARTED).value.then(() => {
    if (Atomics.load(state, 0) === SAMPLING) record(file, state)
    else clearInterval(alive)
  })
}

function record (file, state) {
  const inspector = require('node:inspector')
  const session = new inspector.Session()
  session.connectToMainThread()
  const scripts = new Map() // scriptId → path
  const counts = new Map() // caller, its start, line, callee, its start, reach → samples
  session.on('Debugger.scriptParsed', ({ params }) => scripts.set(params.scriptId, normalise(params.url)))
  session.on('Debugger.paused', ({ params }) => {
    const frames = params.callFrames.slice(0, DEPTH).map((frame) => ({
      file: scripts.get(frame.location.scriptId) || '',
      start: (frame.functionLocation || frame.location).lineNumber + 1,
      line: frame.location.lineNumber + 1
    }))
    session.post('Debugger.resume')
    frames.forEach((frame, index) => {
      if (!frame.file) return
      for (let reach = 1; reach <= Math.max(1, Math.min(REACH, index)); reach++) {
        const callee = frames[index - reach] || { file: '', start: 0 }
        const key = [frame.file, frame.start, frame.line, callee.file, callee.start, reach].join('\t')
        counts.set(key, (counts.get(key) || 0) + 1)
      }
    })
  })
  const write = () => {
    const rows = [...counts].map(([key, count]) => {
      const [caller, start, line, callee, calleeStart, reach] = key.split('\t')
      return [caller, Number(start), Number(line), callee, Number(calleeStart), Number(reach), count]
    })
    const temporary = `${file}.${process.pid}.tmp`
    fs.writeFileSync(temporary, JSON.stringify(rows))
    fs.renameSync(temporary, file)
  }
  const timers = [setInterval(write, WRITE_MS)]
  session.post('Debugger.enable', (error) => {
    if (!error) timers.push(setInterval(() => session.post('Debugger.pause'), SAMPLE_MS))
  })
  Atomics.waitAsync(state, 0, SAMPLING).value.then(() => {
    timers.forEach(clearInterval)
    session.disconnect()
    signal(state, STOPPED)
  })
}

if (!isMainThread && workerData && workerData.file) sample(workerData)

// The rows the sampler wrote, or []: [caller, callerStart, line, callee, calleeStart, reach,
// samples], the callee `reach` calls up the stack from the caller's `line` ('' for the top).
function readCallSites (file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return []
  }
}

// The line of the function starting at `start` in `file` where the time goes: the line whose
// calls lead most often to the function `callee` ({ file, start }) when given, else its busiest
// line (its own code, or a call). Null when the samples never saw it (too little time in it).
function callSiteLine (rows, { file, start }, callee = null) {
  const lines = new Map()
  for (const [caller, callerStart, line, to, toStart, reach, count] of rows) {
    if (caller !== path.resolve(file) || callerStart !== start) continue
    if (callee ? to !== path.resolve(callee.file) || toStart !== callee.start : reach !== 1) continue
    lines.set(line, (lines.get(line) || 0) + count)
  }
  if (lines.size === 0) return null
  return [...lines].sort((a, b) => b[1] - a[1])[0][0]
}

module.exports = { startSampler, readCallSites, callSiteLine, normalise }
