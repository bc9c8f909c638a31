'use strict'
// 05-gzip's preload (spec.preload), loaded by verify and run into the learner's server and its
// worker threads: counts the compressions that Node's zlib starts between a check's `begin` and
// `end`, whichever API starts them (zlib.gzipSync and the other *Sync functions; zlib.gzip,
// createGzip and the compression() middleware, CompressionStream, which all run a zlib stream),
// so that "the guide is compressed once" is a count, not a timing. Worker threads add to the
// same counters (lib/kit/counter.js); the check asks the main thread (NPW_COMPRESSIONS_SOCKET).
// Since the server started, it also counts the compressions started while the main thread
// serves GET or HEAD /trails (`onTrails`, never reset): a guide compressed at start-up has none,
// one compressed on its first request of each encoding and then kept has one per encoding.
const zlib = require('node:zlib')
const { AsyncLocalStorage } = require('node:async_hooks')
const { syncBuiltinESMExports } = require('node:module')
const { subscribe } = require('node:diagnostics_channel')
const { isMainThread } = require('node:worker_threads')
const { serveCounter, shareCounters, sharedCounters } = require('../../lib/kit/counter')

// Each compressing class of zlib, with the name the check reports, and its one-shot function.
const KINDS = [
  ['gzip', 'Gzip', 'gzipSync'],
  ['deflate', 'Deflate', 'deflateSync'],
  ['deflate', 'DeflateRaw', 'deflateRawSync'],
  ['br', 'BrotliCompress', 'brotliCompressSync'],
  ['zstd', 'ZstdCompress', 'zstdCompressSync']
].filter(([, type]) => typeof zlib[type] === 'function')
// And the requests the server starts to serve (diagnostics_channel, seen from outside the
// learner's code): counts of a process that did not serve the check's requests say nothing.
const FIELDS = [...new Set(KINDS.map(([kind]) => kind)), 'requests', 'onTrails']
// The request being served, in its own async context: 'trails' for GET or HEAD /trails.
const serving = new AsyncLocalStorage()
const TRAILS_PATH = /^\/trails(\?|$)/

const socketPath = process.env.NPW_COMPRESSIONS_SOCKET
const counters = isMainThread
  ? (socketPath ? shareCounters('compressions', FIELDS) : null)
  : sharedCounters('compressions')
if (counters) {
  install(counters)
  // Published just before the server emits 'request', in the context the handler then runs in.
  subscribe('http.server.request.start', ({ request }) => {
    counters.add('requests')
    serving.enterWith(TRAILS_PATH.test(request.url) ? 'trails' : undefined)
  })
  if (isMainThread) {
    serveCounter(socketPath, {
      begin: () => {
        counters.reset({ keep: ['onTrails'] })
        return { ok: true }
      },
      end: () => counters.read()
    })
  }
}

function install (counters) {
  const started = (kind) => {
    counters.add(kind)
    if (serving.getStore() === 'trails') counters.add('onTrails')
  }
  // A one-shot function compresses with an engine of its own, without the stream methods below.
  let oneShot = 0 // inside one: its engine is not counted again
  for (const [kind, , name] of KINDS) {
    const original = zlib[name]
    zlib[name] = function (...args) {
      if (oneShot === 0) started(kind)
      oneShot++
      try {
        return original.apply(this, args)
      } finally {
        oneShot--
      }
    }
  }
  // Every other compression is a zlib stream (an engine) that processes its first chunk through
  // these methods of their common prototype: each engine is counted once, at its first chunk.
  let base = zlib.Gzip.prototype
  while (base && !Object.prototype.hasOwnProperty.call(base, '_transform')) base = Object.getPrototypeOf(base)
  const counted = new WeakSet()
  const note = (engine) => {
    if (oneShot > 0 || counted.has(engine)) return
    counted.add(engine)
    const found = KINDS.find(([, type]) => engine instanceof zlib[type])
    if (found) started(found[0])
  }
  for (const name of ['_transform', '_processChunk']) {
    const original = base && base[name]
    if (typeof original !== 'function') continue
    base[name] = function (...args) {
      note(this)
      return original.apply(this, args)
    }
  }
  syncBuiltinESMExports() // `import { gzipSync } from 'node:zlib'` sees the counted one too
}
