'use strict'
// 08-logging's preload, loaded by checks.js into the second instance of the learner's server
// only (not into the one the speed check measures): it counts the synchronous writes made
// between the check's `begin` and `end` (fs.writeSync and its relatives; a console.log to a file
// and pino.destination({ sync: true }) go through them) by the threads that serve requests, so
// that "the lines are written asynchronously" is a count, not a timing. A worker thread that serves
// none (a pino transport's) may write synchronously: it blocks no request. Worker threads add to
// the main thread's counters (lib/kit/counter.js), with the requests served, so that the check
// knows its requests were seen. In the same threads it counts the local dates formatted (each
// toLocaleString of a Date builds a date formatter, as new Intl.DateTimeFormat does): the cost the
// starter's hand-built line has on every Node line. Socket: NPW_SYNC_WRITES_SOCKET.
// With NPW_SLOW_WRITES_MS it also makes every asynchronous write reach the disk that much later
// (a slow disk), so that lines still buffered when SIGTERM comes are lost unless flushed: on every
// thread, since a pino transport writes from a worker thread of its own.
const fs = require('node:fs')
const { subscribe } = require('node:diagnostics_channel')
const { isMainThread, getEnvironmentData, setEnvironmentData } = require('node:worker_threads')
const { serveCounter, shareCounters, sharedCounters } = require('../../lib/kit/counter')

const SYNC_WRITES = ['writeSync', 'writevSync', 'writeFileSync', 'appendFileSync']
const LOCAL_DATES = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']

const socketPath = process.env.NPW_SYNC_WRITES_SOCKET
const counters = isMainThread
  ? (socketPath ? shareCounters('sync-writes', [...SYNC_WRITES, 'requests', 'localDates']) : null)
  : sharedCounters('sync-writes')
if (counters) install(counters)
// A worker thread takes it from the main thread's environment data: a Worker may be given an env
// of its own (as the guard does for the list of preloads).
const slowMs = Number((isMainThread ? undefined : getEnvironmentData('NPW_SLOW_WRITES_MS')) ?? process.env.NPW_SLOW_WRITES_MS)
if (isMainThread && slowMs > 0) setEnvironmentData('NPW_SLOW_WRITES_MS', String(slowMs))
if (slowMs > 0) slowDown(slowMs)

// fs.write and fs.writev (what sonic-boom, pino's destination, and fs.WriteStream use), each
// started slowMs later; equal delays keep their order.
function slowDown (slowMs) {
  for (const name of ['write', 'writev']) {
    const original = fs[name]
    fs[name] = function (...args) {
      setTimeout(() => original.apply(fs, args), slowMs)
    }
  }
}

function install (counters) {
  // Whether this thread serves requests: from its first one on, its synchronous writes count.
  let serves = false
  subscribe('http.server.request.start', () => {
    serves = true
    counters.add('requests')
  })
  for (const name of SYNC_WRITES) {
    const original = fs[name]
    fs[name] = function (...args) {
      if (serves) counters.add(name)
      return original.apply(this, args)
    }
  }
  // A formatter built once and reused (its format()) is not counted: only what builds one.
  const countLocalDate = () => { if (serves) counters.add('localDates') }
  for (const name of LOCAL_DATES) {
    const original = Date.prototype[name]
    Date.prototype[name] = function (...args) { // eslint-disable-line no-extend-native
      countLocalDate()
      return original.apply(this, args)
    }
  }
  Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
    construct: (target, args, newTarget) => { countLocalDate(); return Reflect.construct(target, args, newTarget) },
    apply: (target, self, args) => { countLocalDate(); return Reflect.apply(target, self, args) }
  })
  if (!isMainThread) return
  serveCounter(socketPath, {
    begin: () => {
      counters.reset()
      return { ok: true }
    },
    end: () => counters.read()
  })
}
