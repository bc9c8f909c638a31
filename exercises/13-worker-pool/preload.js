'use strict'
// 13-worker-pool's preload (spec.preload), loaded into the learner's server and, through the
// guard, into each of its worker threads. It watches the threads from inside, with shared
// counters (lib/kit/counter.js) that every thread adds to:
//   - threads: each Worker the learner's code creates (however: Piscina, by hand, an ES module
//     import), counted when it is made and again when its 'exit' event comes (a worker's own
//     exit handler does not run when it is terminated, its parent's event does), and the most
//     alive at once;
//   - trackStats: each call of trackStats from the exercise's stats.js, on the main thread or on
//     a worker thread, and whether stats.js was loaded at all (never a 0 for what was not seen);
//   - received: each request an http server of the process has begun to serve (its headers
//     read), so that the SIGTERM check signals only once every request it sent is in the
//     server's hands;
//   - held: a gate. While the check holds it, trackStats waits on a worker thread before it
//     computes (at most HOLD_MS), so that requests the check sends together are all in the
//     server at once, whatever the machine's load: none can finish before the last arrives.
// When NPW_CORES is set (the second instance), the process sees that many cores through every
// API real pool code reads, as 06-cluster's preload does, Piscina's defaults included.
// The main thread answers the check through a private socket (NPW_THREADS_SOCKET):
//   begin → { ok }: the counts start again from 0, the peak from the threads alive now;
//   read  → { created, peak, onMain, onWorker, started, received, alive, loaded, held };
//   hold, release → { ok }: close and open the gate.
// Nothing here keeps the process alive or changes what the learner's code can observe.
const os = require('node:os')
const Module = require('node:module')
const workerThreads = require('node:worker_threads')
const { syncBuiltinESMExports } = require('node:module')
const { subscribe } = require('node:diagnostics_channel')
const { serveCounter, shareCounters, sharedCounters } = require('../../lib/kit/counter')

const { isMainThread } = workerThreads
const STATS_FILE = /[\\/]stats\.js$/
// The global through which the line added to stats.js wraps its own binding (countTrackStats).
const COUNTED = Symbol.for('npw.countedTrackStats')
const WRAP_OWN_BINDING = `\n;try { if (typeof trackStats === 'function') trackStats = globalThis[Symbol.for('${COUNTED.description}')](trackStats, module) } catch {}\n`
const socketPath = process.env.NPW_THREADS_SOCKET

seeCores(Number(process.env.NPW_CORES))

// Never reset: the threads alive now, and the loads of stats.js since the start. The others
// count since the check's last `begin`.
const level = isMainThread ? (socketPath ? shareCounters('threads-level', ['alive', 'loaded', 'held']) : null) : sharedCounters('threads-level')
const HOLD_MS = 15000 // a check that never released its hold does not stop the pool for good
const counts = isMainThread
  ? (socketPath ? shareCounters('threads', ['created', 'peak', 'onMain', 'onWorker', 'started', 'received']) : null)
  : sharedCounters('threads')

if (level && counts) {
  countWorkers(level, counts)
  countTrackStats(level, counts)
  subscribe('http.server.request.start', () => counts.add('received'))
  if (isMainThread) {
    serveCounter(socketPath, {
      begin: () => {
        counts.reset()
        counts.max('peak', level.read().alive)
        return { ok: true }
      },
      read: () => ({ ...counts.read(), ...level.read() }),
      hold: () => {
        level.set('held', 1)
        return { ok: true }
      },
      release: () => {
        level.set('held', 0)
        return { ok: true }
      }
    })
  }
}

function seeCores (cores) {
  if (!Number.isInteger(cores) || cores < 1) return
  const realCpus = os.cpus
  os.availableParallelism = function availableParallelism () { return cores }
  os.cpus = function cpus () {
    const real = realCpus()
    const model = real[0] || { model: 'cpu', speed: 0, times: { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 } }
    return Array.from({ length: cores }, (_, i) => ({ ...(real[i] || model) }))
  }
  if (typeof globalThis.navigator === 'object') {
    Object.defineProperty(globalThis.navigator, 'hardwareConcurrency', { get: () => cores, configurable: true })
  }
  syncBuiltinESMExports()
}

// Worker is replaced by a subclass that counts: `instanceof Worker` and every method stay the
// same for the learner's code, ES module imports included (syncBuiltinESMExports).
function countWorkers (level, counts) {
  const Worker = workerThreads.Worker
  class CountedWorker extends Worker {
    constructor (...args) {
      super(...args)
      counts.add('created')
      counts.max('peak', level.add('alive') + 1)
      this.once('exit', () => level.add('alive', -1))
    }
  }
  Object.defineProperty(CountedWorker, 'name', { value: 'Worker' })
  workerThreads.Worker = CountedWorker
  syncBuiltinESMExports()
}

// trackStats in the learner's stats.js, wrapped however the server loads it (require, an ES
// module import, a pool's worker file): each call counted by the thread it runs on. A stats.js
// that calls its own trackStats (one that is also the pool's worker file) calls it through its
// own binding, not the export: that binding is wrapped too, by a line added at the end of the
// file (when it can be reassigned: a `function` or a `let`, not a `const`).
function countTrackStats (level, counts) {
  const ownBindingWrapped = new WeakSet() // the modules whose own trackStats binding is counted
  const counted = (trackStats) => function countedTrackStats (...args) {
    counts.add('started')
    if (!isMainThread) level.waitWhile('held', 1, HOLD_MS)
    try {
      return trackStats.apply(this, args)
    } finally {
      counts.add(isMainThread ? 'onMain' : 'onWorker')
    }
  }
  globalThis[COUNTED] = (trackStats, module) => {
    ownBindingWrapped.add(module)
    return counted(trackStats)
  }
  const loadJs = Module._extensions['.js']
  Module._extensions['.js'] = function (module, filename) {
    const isStats = STATS_FILE.test(filename) && !/[\\/]node_modules[\\/]/.test(filename)
    if (isStats) {
      const compile = module._compile
      module._compile = function (content, name) { return compile.call(this, content + WRAP_OWN_BINDING, name) }
    }
    loadJs.call(this, module, filename)
    if (!isStats) return
    const exported = module.exports
    const exportsIt = Boolean(exported) && typeof exported.trackStats === 'function'
    if (exportsIt || ownBindingWrapped.has(module)) level.add('loaded')
    if (exportsIt) exported.trackStats = counted(exported.trackStats)
  }
}
