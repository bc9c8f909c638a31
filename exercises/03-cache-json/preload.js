'use strict'
// 03-cache-json's preload (spec.preload), loaded into the learner's server by verify and run.
// It counts, between a check's `begin` and `end`, the JSON.stringify calls whose result is as
// large as a catalogue (a small error body or a POST's echo is not the catalogue), and what the
// server hands to the socket for large bodies: the same Buffer as before (cached bytes), a new
// Buffer (encoded for this request: res.send(string) does that), or a string (encoded by Node as
// it is written). The check reads the counts through a private socket (NPW_STRINGIFY_SOCKET).
const http = require('node:http')
const { isMainThread } = require('node:worker_threads')
const { serveCounter } = require('../../lib/kit/counter')

// A catalogue is about 480,000 characters; anything over 10,000 is a whole-catalogue body.
const LARGE = 10000

const socketPath = process.env.NPW_STRINGIFY_SOCKET
if (socketPath && isMainThread) install(socketPath)

function install (socketPath) {
  const fresh = () => ({ stringify: 0, sameBuffer: 0, newBuffer: 0, string: 0 })
  let counts = fresh()

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

  const sent = new WeakSet()
  const note = (chunk) => {
    if (typeof chunk === 'string') {
      if (chunk.length > LARGE) counts.string++
    } else if (chunk && chunk.length > LARGE && typeof chunk === 'object') {
      if (sent.has(chunk)) counts.sameBuffer++
      else {
        counts.newBuffer++
        sent.add(chunk)
      }
    }
  }
  for (const method of ['write', 'end']) {
    const original = http.ServerResponse.prototype[method]
    http.ServerResponse.prototype[method] = function (chunk, ...rest) {
      note(chunk)
      return original.call(this, chunk, ...rest)
    }
  }

  serveCounter(socketPath, {
    begin: () => {
      counts = fresh()
      return { ok: true }
    },
    end: () => counts // a few numbers: too small to count as a serialisation
  })
}
