'use strict'
// What crosses from the learner's server to a deterministic check, in one home: a private socket
// between a preload (inside the learner's server) and the check (in the workshop). The check sends
// one command per connection and gets one JSON line back. The learner's HTTP side stays exactly
// theirs, and no timing is involved.
//
// Counts made in the learner's worker threads reach the same socket through shared counters: the
// main thread's preload makes a set of named counters in a SharedArrayBuffer and hands it, with
// worker_threads.setEnvironmentData, to every Worker created afterwards (environment data is
// cloned into each new Worker, nested ones included, and a clone of a SharedArrayBuffer shares
// its memory). The same preload, loaded into each worker thread by the guard, finds them with
// sharedCounters() and adds with Atomics: a count is exact and visible to the main thread at
// once, with no message to wait for. A Worker given an env of its own still runs the preloads
// (lib/inject/guard.js); one given an execArgv of its own without the workshop's --require runs
// none, so its counts are not seen. exercises/README.md ("preload.js") shows a preload that counts.
//
// This file is required by preloads inside the learner's server: Node's own modules only.
const fs = require('node:fs')
const net = require('node:net')
const path = require('node:path')
const { isMainThread, setEnvironmentData, getEnvironmentData } = require('node:worker_threads')

// The server answers between its requests; right after a round of load on a busy laptop that took
// more than 3 s (a load average of 14), which read as the server's fault. A socket nobody listens
// on fails at once; only a server that never answers waits this long.
const ASK_TIMEOUT_MS = 10000

// Where a counter named `name` listens, in the run's temporary folder.
function counterSocketPath (dir, name) {
  return process.platform === 'win32'
    ? `\\\\.\\pipe\\npw-${name}-${path.basename(dir)}`
    : path.join(dir, `${name}.sock`)
}

// In the preload: answers each command with handlers[command](), as JSON. Never what keeps the
// learner's server alive, and never an error of theirs (the check reports a missing counter).
function serveCounter (socketPath, handlers) {
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8')
    socket.once('data', (command) => {
      const handler = handlers[command.trim()]
      socket.end(JSON.stringify(handler ? handler() : { error: 'unknown command' }) + '\n')
    })
    socket.on('error', () => {})
  })
  if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true })
  server.listen(socketPath)
  server.unref()
  server.on('error', () => {})
}

// In the check: one command, its JSON answer; null when nobody answers within timeoutMs (a
// command that does real work inside the server, such as a full GC, may need longer).
function askCounter (socketPath, command, { timeoutMs = ASK_TIMEOUT_MS } = {}) {
  return new Promise((resolve) => {
    let text = ''
    const socket = net.connect(socketPath, () => socket.write(command + '\n'))
    socket.setEncoding('utf8')
    socket.setTimeout(timeoutMs, () => socket.destroy())
    socket.on('data', (chunk) => { text += chunk })
    socket.on('close', () => {
      try {
        resolve(JSON.parse(text))
      } catch {
        resolve(null)
      }
    })
    socket.on('error', () => {})
  })
}

const environmentKey = (name) => `node-perf-workshop:counters:${name}`

// A note (a statement's SQL, a plan line: the evidence a FAIL shows) holds at most this many bytes
// of UTF-8; a longer text is cut at a whole character.
const NOTE_BYTES = 1024

// Named counters in shared memory, the same in every thread of the process, and named notes: the
// first text a thread notes since the last reset, for a check to show what it counted.
function countersOn ({ fields, buffer, notes = [], noteBuffer = null }) {
  const cells = new Int32Array(buffer) // a count above 2^31 - 1 is beyond any check's traffic
  // Each note's length (0: none yet; -1: a thread is writing it), then its bytes.
  const lengths = noteBuffer ? new Int32Array(noteBuffer, 0, notes.length) : null
  const bytes = noteBuffer ? new Uint8Array(noteBuffer, Int32Array.BYTES_PER_ELEMENT * notes.length) : null
  const noteIndex = (name) => {
    const at = notes.indexOf(name)
    if (at < 0) throw new Error(`no note "${name}": one of ${notes.join(', ') || 'none'}`)
    return at
  }
  const noteText = (at) => {
    const length = Atomics.load(lengths, at)
    return length > 0 ? new TextDecoder().decode(bytes.slice(at * NOTE_BYTES, at * NOTE_BYTES + length)) : null
  }
  const index = (field) => {
    const at = fields.indexOf(field)
    if (at < 0) throw new Error(`no counter "${field}": one of ${fields.join(', ')}`)
    return at
  }
  return {
    fields,
    add: (field, amount = 1) => Atomics.add(cells, index(field), amount),
    // Raises the field to value when value is higher (a peak: the most threads alive at once),
    // with compare-and-swap, so that two threads raising it at once keep the higher.
    max: (field, value) => {
      const at = index(field)
      let seen = Atomics.load(cells, at)
      while (value > seen) {
        const found = Atomics.compareExchange(cells, at, seen, value)
        if (found === seen) break
        seen = found
      }
    },
    // Every field, and every note (null: none since the last reset).
    read: () => ({
      ...Object.fromEntries(fields.map((field, at) => [field, Atomics.load(cells, at)])),
      ...Object.fromEntries(notes.map((name, at) => [name, noteText(at)]))
    }),
    // Keeps `text` as the note `name` unless a thread noted one first (compare-and-swap: the first
    // wins, whole). Resolves whether it was kept.
    note: (name, text) => {
      const at = noteIndex(name)
      if (Atomics.compareExchange(lengths, at, 0, -1) !== 0) return false
      const { written } = new TextEncoder().encodeInto(String(text), bytes.subarray(at * NOTE_BYTES, (at + 1) * NOTE_BYTES))
      Atomics.store(lengths, at, Math.max(written, 1))
      return true
    },
    // Every field back to 0 and every note emptied, but those in `keep` (a count that outlives
    // one check's window: an iterator still open, a compression made while serving).
    reset: ({ keep = [] } = {}) => {
      keep.forEach((name) => (notes.includes(name) ? noteIndex(name) : index(name))) // a name that does not exist is a mistake, never a silent no-op
      fields.forEach((field, at) => { if (!keep.includes(field)) Atomics.store(cells, at, 0) })
      notes.forEach((name, at) => { if (!keep.includes(name)) Atomics.store(lengths, at, 0) })
    },
    // A gate: set(field, value) stores it and wakes every thread waiting on it; waitWhile(field,
    // value, ms) blocks this thread while the field holds value, at most ms (a worker thread only:
    // the main thread serves the check's socket). 13 holds its pool's threads with it.
    set: (field, value) => {
      const at = index(field)
      Atomics.store(cells, at, value)
      Atomics.notify(cells, at)
    },
    waitWhile: (field, value, ms) => {
      if (isMainThread) throw new Error('waitWhile blocks a worker thread, never the main thread')
      Atomics.wait(cells, index(field), value, ms)
    }
  }
}

// In the preload, on the main thread, before the learner's code runs: makes the counters
// `name` with these fields (all 0), and these notes (empty), and shares them with every worker
// thread created from now on.
function shareCounters (name, fields, { notes = [] } = {}) {
  if (!isMainThread) throw new Error('shareCounters runs on the main thread; a worker uses sharedCounters')
  const shared = {
    fields: [...fields],
    buffer: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * fields.length),
    notes: [...notes],
    noteBuffer: notes.length ? new SharedArrayBuffer((Int32Array.BYTES_PER_ELEMENT + NOTE_BYTES) * notes.length) : null
  }
  setEnvironmentData(environmentKey(name), shared)
  return countersOn(shared)
}

// In any thread: the counters `name` that the main thread shared, or null when it shared none
// (the preload of a run without this counter, or a worker started before it was shared).
function sharedCounters (name) {
  const shared = getEnvironmentData(environmentKey(name))
  return shared && shared.buffer instanceof SharedArrayBuffer ? countersOn(shared) : null
}

module.exports = { counterSocketPath, serveCounter, askCounter, shareCounters, sharedCounters }
