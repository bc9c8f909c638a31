'use strict'
// Every process the workshop starts goes through here, so that on exit, Ctrl-C or SIGTERM the
// whole tree of each is killed and no server is left holding a port.
const { spawn } = require('node:child_process')
const { randomUUID } = require('node:crypto')
const { TOKEN_VARIABLE, killTree, killTreeSync } = require('./process-tree')

const running = new Set()
let handlersInstalled = false
let onInterrupt = () => {}
const signalListeners = new Set()

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 }

function installHandlers () {
  if (handlersInstalled) return
  handlersInstalled = true
  process.on('exit', () => {
    for (const entry of running) {
      killTreeSync(entry.pid, entry.token)
      entry.afterStop()
    }
  })
  for (const [name, code] of Object.entries(EXIT_CODES)) {
    process.on(name, () => {
      for (const listener of signalListeners) listener(name)
      const had = running.size
      stopAll().finally(() => {
        if (had) onInterrupt(had)
        process.exit(code)
      })
    })
  }
}

// What to tell the learner after an interrupt stopped their programs (set by the CLI).
function whenInterrupted (callback) {
  onInterrupt = callback
}

// Calls `listener(signal)` first on SIGINT, SIGTERM or SIGHUP, synchronously, before the programs
// are stopped and the process exits (grade closes its reports there); returns its removal.
function onSignal (listener) {
  installHandlers()
  signalListeners.add(listener)
  return () => signalListeners.delete(listener)
}

// Spawns `command` in a process group of its own (so a terminal's Ctrl-C reaches us, not it,
// and we decide how it ends) and keeps track of it until stop() has killed its whole tree.
// afterStop: what to remove once the tree has ended (a HOME made for it: ./environment.js).
function spawnTracked (command, args, options = {}, afterStop = () => {}) {
  installHandlers()
  const token = randomUUID()
  const child = spawn(command, args, {
    ...options,
    env: { ...(options.env || process.env), [TOKEN_VARIABLE]: token },
    detached: process.platform !== 'win32',
    windowsHide: true
  })
  const entry = { child, pid: child.pid, token, stopping: null, afterStop }
  entry.stop = (graceMs) => {
    if (!entry.stopping) {
      entry.stopping = (entry.pid ? killTree(entry.pid, token, graceMs) : Promise.resolve([]))
        .finally(() => {
          running.delete(entry)
          afterStop()
        })
    }
    return entry.stopping
  }
  if (entry.pid) running.add(entry)
  return entry
}

// Stops every program still running (on a signal; grade, for an exercise past its time limit).
function stopAll () {
  return Promise.all([...running].map((entry) => entry.stop(300)))
}

// Stops an entry's whole tree if it still runs `ms` from now. Returns { timedOut (whether it
// had to), clear () (call once the program has ended by itself) }.
function timeLimit (entry, ms) {
  const limit = { timedOut: false }
  const timer = setTimeout(() => {
    limit.timedOut = true
    entry.stop(0)
  }, ms)
  limit.clear = () => clearTimeout(timer)
  return limit
}

// Keeps the last `limit` characters of a stream, so a program that prints megabytes neither
// blocks on a full pipe nor fills our memory.
function tail (stream, limit = 16384) {
  let text = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    text = (text + chunk).slice(-limit)
  })
  return () => text
}

module.exports = { spawnTracked, timeLimit, tail, whenInterrupted, onSignal, stopAll }
