'use strict'
// 03-cache-json's preload (spec.preload), loaded into the learner's server by verify and run.
// It counts, between a check's `begin` and `end`, the JSON.stringify calls whose result is as
// large as a catalogue (a small error body or a POST's echo is not the catalogue), the hashes
// the process starts (an ETag computed per response), and what the server hands to res.write
// and res.end: bytes it sent before (cached), or bytes made for this
// response (a string, which Node encodes as it writes it; a new Buffer, which res.send(string)
// makes). Bytes are recognised by where they live, their ArrayBuffer and the range in it, so
// that a view of the cached Buffer (subarray, a stream over it) counts as the cached bytes. The
// check reads the counts through a private socket (NPW_STRINGIFY_SOCKET). The speed check asks
// it, in the learner's server and in the starter it is compared with, for the CPU time the
// process has used (round.js).
const http = require('node:http')
const { isMainThread } = require('node:worker_threads')
const { serveCounter } = require('../../lib/kit/counter')
const { watchHashes } = require('../../lib/kit/crypto-hooks')

// A catalogue is about 480,000 characters; anything over 10,000 is a whole-catalogue body.
const LARGE = 10000
// Smaller writes (a final newline, a chunk of an error page) say nothing about the body.
const BODY_PIECE = 1024
// Ranges remembered per ArrayBuffer: a stream's slices of one Buffer are a handful; Node's pool
// of small Buffers would otherwise collect one per allocation.
const MAX_RANGES = 64

const socketPath = process.env.NPW_STRINGIFY_SOCKET
if (socketPath && isMainThread) install(socketPath)

function install (socketPath) {
  const fresh = () => ({ stringify: 0, cachedBytes: 0, stringChars: 0, newBytes: 0, hashes: 0 })
  let counts = fresh()
  // A hash per GET is an ETag computed per response (Express's res.send makes one).
  watchHashes(() => { counts.hashes++ })

  const stringify = JSON.stringify
  let depth = 0 // a replacer or toJSON that calls JSON.stringify is one serialisation
  JSON.stringify = function (...args) {
    if (depth > 0) return stringify.apply(this, args)
    depth++
    try {
      const out = stringify.apply(this, args)
      if (typeof out === 'string' && out.length > LARGE) counts.stringify++
      return out
    } finally {
      depth--
    }
  }

  // ArrayBuffer → [[start, end], …] of the bytes already handed to a response. Node's small
  // Buffers share one pool ArrayBuffer, so the range matters, not only the ArrayBuffer.
  const sent = new WeakMap()
  const sentBefore = (view) => {
    const start = view.byteOffset
    const end = start + view.byteLength
    let ranges = sent.get(view.buffer)
    if (!ranges) sent.set(view.buffer, (ranges = []))
    if (ranges.some(([from, to]) => from <= start && end <= to)) return true
    if (ranges.length < MAX_RANGES) ranges.push([start, end])
    return false
  }
  const note = (chunk) => {
    if (typeof chunk === 'string') {
      if (chunk.length >= BODY_PIECE) counts.stringChars += chunk.length // O(1): the length in characters
    } else if (ArrayBuffer.isView(chunk) && chunk.byteLength >= BODY_PIECE) {
      if (sentBefore(chunk)) counts.cachedBytes += chunk.byteLength
      else counts.newBytes += chunk.byteLength
    }
  }
  for (const method of ['write', 'end']) {
    const original = http.ServerResponse.prototype[method]
    http.ServerResponse.prototype[method] = function (chunk, ...rest) {
      if (typeof chunk !== 'function') note(chunk)
      return original.call(this, chunk, ...rest)
    }
  }

  serveCounter(socketPath, {
    begin: () => {
      counts = fresh()
      return { ok: true }
    },
    end: () => counts, // a few numbers: too small to count as a serialisation
    // Every thread's, in µs (getrusage of the process): what serving the requests cost.
    cpu: () => {
      const { user, system } = process.cpuUsage()
      return { micros: user + system }
    }
  })
}
