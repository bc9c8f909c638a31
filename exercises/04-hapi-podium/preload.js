'use strict'
// 04-hapi-podium's preload (spec.preload), loaded into the learner's server by verify and run.
// It counts every validation that @hapi/validate performs: the schema checks hapi and Podium run
// on their own arguments (event definitions, listener options, route config). Route input validation uses
// the separate `joi` package and is not counted: it checks data that changes per request, which
// is its job. The count is read through a private socket (NPW_VALIDATION_SOCKET), so the server's
// HTTP side stays exactly the learner's.
//
// It also counts, while a count is open, the event listeners the learner's own code adds (on,
// once, addListener… of any node:events emitter, called from a file of the learner's folder):
// the task asks for the audit listeners once, at start-up, whatever the emitter.
//
// Protocol: one command per connection, one JSON line back.
//   begin → starts a fresh count (and notes where each validation was called from)
//   end   → { count, sites: [[site, calls], …], listeners, listenerSites: [[site, calls], …] }
//           since begin
//   flags → { validateOff: site|null }: where a Podium was built with { validate: false }, a
//           known half-fix whose 500s the functional checks then explain
const Module = require('node:module')
const { EventEmitter } = require('node:events')
const { isMainThread } = require('node:worker_threads')
const path = require('node:path')
const { serveCounter } = require('../../lib/kit/counter')
const { shortSite } = require('./expected')

const VALIDATOR_FILE = /[\\/]@hapi[\\/]validate[\\/]lib[\\/]validator\.js$/
const PODIUM_FILE = /[\\/]@hapi[\\/]podium[\\/]lib[\\/]index\.js$/
// Frames that are the machinery between the learner's code and the validation itself (this
// file's among them).
const MACHINERY = /[\\/]node_modules[\\/]@hapi[\\/](validate|podium|hoek)[\\/]|\(node:|^node:/
const isMachinery = (frame) => MACHINERY.test(frame) || frame.includes(__filename)

// Main thread only: a worker thread of the learner's also runs the preloads, and that copy must
// not take the socket.
const socketPath = process.env.NPW_VALIDATION_SOCKET
if (socketPath && isMainThread) install(socketPath)

function install (socketPath) {
  let count = 0
  let sites = null // Map site → calls while a count is open; null: count only
  let validateOff = null // where the first Podium with { validate: false } was built
  let listeners = 0 // listeners added by the learner's own code while a count is open
  let listenerSites = new Map()
  const folder = path.dirname(path.resolve(process.argv[1] || '.'))

  // Every way node:events adds a listener. `once` adds through `on` itself: that inner call comes
  // from node:events, not from the learner's file, so it is not counted twice.
  for (const method of ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener']) {
    const original = EventEmitter.prototype[method]
    if (typeof original !== 'function') continue
    EventEmitter.prototype[method] = function (...args) {
      if (sites) {
        const caller = learnersCaller(folder)
        if (caller) {
          listeners++
          listenerSites.set(caller, (listenerSites.get(caller) || 0) + 1)
        }
      }
      return original.apply(this, args)
    }
  }

  // Wrap `entry` in every copy of @hapi/validate this process loads, however hapi is imported
  // (its own node_modules, the workshop's, require or import): every validate(), attempt() and
  // assert() goes through it.
  const loadJs = Module._extensions['.js']
  Module._extensions['.js'] = function (module, filename) {
    loadJs.call(this, module, filename)
    if (VALIDATOR_FILE.test(filename) && typeof module.exports.entry === 'function') {
      const entry = module.exports.entry
      module.exports.entry = function countedEntry (...args) {
        count++
        if (sites) noteSite(sites)
        return entry.apply(this, args)
      }
    }
    if (PODIUM_FILE.test(filename) && typeof module.exports.Podium === 'function') {
      const Podium = module.exports.Podium
      module.exports.Podium = class Podium_ extends Podium {
        constructor (events, options) {
          if (options && options.validate === false && !validateOff) validateOff = shortSite(siteOfCaller(), path.dirname(path.resolve(process.argv[1] || '.')))
          super(events, options)
        }
      }
    }
  }

  serveCounter(socketPath, {
    begin: () => {
      count = 0
      sites = new Map()
      listeners = 0
      listenerSites = new Map()
      return { ok: true }
    },
    flags: () => ({ validateOff }),
    end: () => {
      const sorted = (map) => [...map].sort((a, b) => b[1] - a[1])
      const answer = { count, sites: sorted(sites || new Map()), listeners, listenerSites: sorted(listenerSites) }
      sites = null
      return answer
    }
  })
}

// Where a validation was asked for: the first frame outside the validation machinery and, when
// that frame is a library's (hapi's own request.events, say), also the first frame of the
// learner's code that led there.
function noteSite (sites) {
  const site = siteOfCaller()
  sites.set(site, (sites.get(site) || 0) + 1)
}

function siteOfCaller () {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 40
  const frames = new Error().stack.split('\n').slice(1).map((line) => line.replace(/^\s*at\s+/, '').trim())
  Error.stackTraceLimit = limit
  const caller = frames.find((frame) => !isMachinery(frame))
  const own = frames.find((frame) => !isMachinery(frame) && !/[\\/]node_modules[\\/]/.test(frame))
  return [caller, own].filter((frame, index, all) => frame && all.indexOf(frame) === index).join(' ← ') || '?'
}

// The frame that called the listener method, when it is in a file of the learner's folder (not in
// a package it installed there): "plugins/audit.js:31". null otherwise.
function learnersCaller (folder) {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 4
  const frame = (new Error().stack.split('\n')[3] || '').replace(/^\s*at\s+/, '').trim()
  Error.stackTraceLimit = limit
  const match = /\(?([^()\s]+):(\d+):\d+\)?$/.exec(frame)
  if (!match) return null
  const file = match[1].replace(/^file:\/\//, '')
  if (!file.startsWith(folder + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`)) return null
  return shortSite(frame, folder)
}
