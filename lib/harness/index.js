'use strict'
// Runs a learner's server (or a starter) under the server contract (docs/ARCHITECTURE.md, "The
// learner's server contract"): a free PORT, reachable on 127.0.0.1, ready within 10 s. Each way
// it can go wrong becomes one LearnerError.
const fs = require('node:fs')
const path = require('node:path')
const { fileURLToPath } = require('node:url')
const { setTimeout: sleep } = require('node:timers/promises')
const { spawnTracked, tail } = require('./children')
const { members } = require('./process-tree')
const { freePort, canConnect } = require('./ports')
const { listeningAddresses, isWildcard, reachesLoopback } = require('./listening')
const { injection, injectedFailure } = require('../inject')
const { programEnvironment } = require('./environment')
const { LearnerError, WorkshopError } = require('../errors')
const { indent } = require('../text/output')

const READY_TIMEOUT_MS = 10000
const POLL_MS = 50
const INSPECT_EVERY_MS = 250
// A server may open another port (metrics, debugger) just before PORT: wait this long before
// calling a port "wrong".
const WRONG_PORT_GRACE_MS = 1000

// The error for a program that ended (or never started) because something the workshop put into
// it failed: our bug, reported as ours, with the lines a bug report needs. Null when not ours.
function injectedError (stderr, preloads) {
  const failure = injectedFailure(stderr, preloads)
  if (!failure) return null
  const { part, message, report } = failure
  return new WorkshopError('harness.injected_failed', { part, message, node: process.version }, indent(report, 2))
}

// The error for a program that V8 itself stopped, or null: a failed check of the engine ends Node
// with SIGTRAP (or SIGILL) after V8's report ("# Fatal error in …", then a native stack through
// V8_Fatal). That is a bug in Node.js, which no program's JavaScript causes (under --cpu-prof, in
// its optimising compiler, 1 profile in 20 beside a busy core: Node 22.22, whose stack names V8's
// functions, and Node 24.21, whose stack names none of them). Running out of memory, which is the
// program's, ends it with SIGABRT instead.
function engineError (file, signal, stderr) {
  const v8Report = /^#\s*Fatal error in /m.test(stderr) || /\bV8_Fatal\b/.test(stderr)
  if (!((signal === 'SIGTRAP' || signal === 'SIGILL') && v8Report)) return null
  return new LearnerError('harness.crashed_node', { file, code: signal, node: process.version }, engineReport(stderr))
}

// V8's report of its failure from its start ("# Fatal error in …", the check that failed, the top
// of its native stack), what a report to Node.js needs; the end of stderr when it has no start.
function engineReport (stderr) {
  const lines = stderr.trimEnd().split('\n')
  const start = lines.findIndex((line) => /^#\s*Fatal error/.test(line))
  return start === -1 ? lastLines(stderr) : lines.slice(start, start + 12).map((line) => '  ' + line).join('\n')
}

// The end of a crashed program's stderr, the learner's code first: Node's report of an uncaught
// error starts where it was thrown ("<file>:<line>", the code, a caret); when that is Node's own
// code or the workshop's (a require rethrown by the loader or by lib/inject/), the learner's first
// frame is shown there instead, with its line of code. Node's own frames, the workshop's (its
// preloads wrap the loading of the learner's file) and Node's version line are left out, so that
// the error and the learner's file and line are what remains. `count` lines at most: from the
// report's start when there is one (the program's own output before it is not the story).
function lastLines (text, count = 10, preloads = []) {
  const internal = /^\s*at (async )?(.*\(node:|node:)|^Node\.js v\d/
  const places = [path.join(__dirname, '..') + path.sep, ...preloads]
  const ourPlace = (place) => place.startsWith('node:') || places.some((ours) => place.includes(ours))
  const ours = (line) => /^\s*at /.test(line) && places.some((place) => line.includes(place))
  let lines = text.trimEnd().split('\n')
  const start = lines.findIndex((line, at) => /^\S.*:\d+$/.test(line) && /^\s*\^+\s*$/.test(lines[at + 2] || ''))
  if (start >= 0) {
    const thrownAt = lines[start].replace(/:\d+$/, '')
    lines = lines.slice(start)
    if (ourPlace(thrownAt)) lines = [...learnerExcerpt(lines.slice(3), ourPlace), ...lines.slice(3)]
  }
  const kept = lines.filter((line) => !internal.test(line) && !ours(line))
  return (start >= 0 ? kept.slice(0, count) : kept.slice(-count)).map((line) => '  ' + line).join('\n').trimEnd()
}

// The learner's first frame of a stack ("at … (/path/server.js:2:17)") as Node shows where an
// error was thrown: the place, its line of code and a caret under the column; [] when there is none.
function learnerExcerpt (lines, ourPlace) {
  for (const line of lines) {
    const frame = /^\s*at (?:.*\()?(.+):(\d+):(\d+)\)?$/.exec(line)
    if (!frame || ourPlace(frame[1])) continue
    const file = frame[1].startsWith('file://') ? fileURLToPath(frame[1]) : frame[1]
    let code
    try {
      code = fs.readFileSync(file, 'utf8').split('\n')[Number(frame[2]) - 1]
    } catch {
      return []
    }
    if (code === undefined) return []
    return [`${file}:${frame[2]}`, code, ' '.repeat(Math.max(0, Number(frame[3]) - 1)) + '^']
  }
  return []
}

// How long a process that reset a connection may take to be seen ending, if it crashed.
const EXIT_AFTER_RESET_MS = 500

class RunningServer {
  constructor ({ entry, port, file, stderr, stdout, preloads }) {
    this.entry = entry
    this.preloads = preloads
    this.port = port
    this.file = file
    this.url = `http://127.0.0.1:${port}`
    this.stderr = stderr
    this.stdout = stdout
    this.exit = null // { code, signal } once the process has ended
    this.listened = false // true once it answered on its port: an exit then is not a failed start
    this.notes = []
    // Resolves once the process has ended (this.exit then set).
    this.exited = new Promise((resolve) => entry.child.once('exit', (code, signal) => {
      this.exit = { code, signal }
      resolve()
    }))
    // stderr is complete once the pipes close; a grandchild may hold them open, so wait briefly.
    this.drained = new Promise((resolve) => {
      entry.child.once('close', resolve)
      entry.child.once('exit', () => setTimeout(resolve, 200))
    })
  }

  get pid () {
    return this.entry.pid
  }

  // Resolves once the process has ended, or after timeoutMs: a connection it reset may be told
  // before its exit is (a check that met one asks whether it was a crash).
  async ended (timeoutMs = EXIT_AFTER_RESET_MS) {
    let timer
    await Promise.race([this.exited, new Promise((resolve) => { timer = setTimeout(resolve, timeoutMs) })])
    clearTimeout(timer)
  }

  // Every live process of this server's tree (the server, its workers, their children).
  pids () {
    return members(this.entry.pid, this.entry.token)
  }

  // The LearnerError that explains why this server is not running any more.
  async crashError () {
    await this.drained
    const { code, signal } = this.exit
    const stderr = this.stderr()
    const ours = injectedError(stderr, this.preloads)
    if (ours) return ours
    if (code === 0 && !signal) return new LearnerError(this.listened ? 'harness.exited_serving' : 'harness.exited', { file: this.file })
    if (!stderr.trim()) return new LearnerError('harness.crashed_silent', { file: this.file, code: signal || code })
    const engine = engineError(this.file, signal, stderr)
    if (engine) return engine
    return new LearnerError('harness.crashed', { file: this.file, code: signal || code }, lastLines(stderr, 10, this.preloads))
  }

  stop (graceMs) {
    return this.entry.stop(graceMs)
  }

  async waitUntilListening (timeoutMs) {
    const started = Date.now()
    let lastInspection = 0
    let wrongPortSince = null
    while (true) {
      if (this.exit) throw await this.crashError()
      if (await canConnect(this.port)) {
        const sockets = listeningAddresses(this.pids())
        if (this.ownsItsPort(sockets)) {
          this.listened = true
          return this.inspectAddresses(sockets || [])
        }
      }
      if (this.exit) throw await this.crashError()
      const now = Date.now()
      if (now - lastInspection >= INSPECT_EVERY_MS) {
        lastInspection = now
        const sockets = listeningAddresses(this.pids()) || []
        const onOurPort = sockets.filter((s) => s.port === this.port)
        // Listening on PORT, yet 127.0.0.1 refused: bound to another address. (A socket that
        // 127.0.0.1 does reach only started listening after we tried: try again.)
        if (onOurPort.length > 0 && !onOurPort.some((s) => reachesLoopback(s.address))) {
          throw new LearnerError('harness.wrong_address', { port: this.port, address: onOurPort[0].address })
        }
        if (sockets.length > 0 && onOurPort.length === 0) {
          wrongPortSince = wrongPortSince || now
          if (now - wrongPortSince >= WRONG_PORT_GRACE_MS) {
            const ports = [...new Set(sockets.map((s) => s.port))].join(', ')
            throw new LearnerError('harness.wrong_port', { ports, port: this.port })
          }
        }
      }
      if (now - started >= timeoutMs) {
        throw new LearnerError('harness.never_listened', { seconds: Math.round(timeoutMs / 1000), port: this.port })
      }
      await sleep(POLL_MS)
    }
  }

  // Whether what accepted on PORT is this server, from its tree's listening `sockets`: false when
  // another program took the port after it was chosen (a second workshop run) and this one has not
  // listened yet; true where the system cannot tell (null).
  ownsItsPort (sockets) {
    return sockets === null || sockets.some((s) => s.port === this.port)
  }

  // Listening on every interface works, but is worth a note: the network can reach it.
  inspectAddresses (sockets) {
    const open = sockets.find((s) => s.port === this.port && isWildcard(s.address))
    if (open) this.notes.push({ key: 'harness.note_wildcard', params: { address: open.address } })
  }
}

// The port we chose was free when we checked, but another program (another workshop run in a
// second terminal) may take it before this server binds it: then we try again with a new one.
const PORT_ATTEMPTS = 3

// Lost: the server crashed with EADDRINUSE on it, or it stopped (Express 5 hands a listen error
// to the callback, and a server that ignores it exits with 0) while another program answers there.
async function lostPortRace (error, port) {
  if (error.key === 'harness.crashed' && error.details.includes('EADDRINUSE') && error.details.includes(String(port))) return true
  return ['harness.crashed', 'harness.crashed_silent', 'harness.exited'].includes(error.key) && await canConnect(port)
}

// Starts `file` with PORT set and resolves once 127.0.0.1:PORT accepts connections. On any
// failure the process tree is killed before the LearnerError is thrown.
async function startServer (options) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    try {
      return await startOnPort(port, options)
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS || !(await lostPortRace(error, port))) throw error
    }
  }
}

// preloads: files the workshop loads into the server first (an exercise's counter, the profiler's
// preload), absolute paths. wrap, optional: ({ command, args, cwd }) => { command, args, cwd }, to run the server under a
// program that starts node itself (a profiler); readiness, crash reports and tree kill stay ours.
async function startOnPort (port, { file, env = {}, nodeArgs = [], preloads = [], readyTimeoutMs = READY_TIMEOUT_MS, wrap = (launch) => launch }) {
  const modules = injection(preloads)
  const environment = programEnvironment({ ...modules.env, ...env, PORT: String(port) })
  const launch = wrap({ command: process.execPath, args: [...modules.nodeArgs, ...nodeArgs, file], cwd: path.dirname(file) })
  const entry = spawnTracked(launch.command, launch.args, {
    cwd: launch.cwd,
    env: environment.env,
    stdio: ['ignore', 'pipe', 'pipe']
  }, environment.cleanup)
  const server = new RunningServer({
    entry,
    port,
    file,
    preloads,
    stdout: tail(entry.child.stdout),
    stderr: tail(entry.child.stderr)
  })
  entry.child.once('error', () => {}) // reported through 'exit' / readiness
  try {
    await server.waitUntilListening(readyTimeoutMs)
    return server
  } catch (error) {
    await server.stop(200)
    throw error
  }
}

module.exports = { startServer, startOnPort, lostPortRace, lastLines, injectedError, engineError }
