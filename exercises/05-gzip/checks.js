'use strict'
// 05-gzip's deterministic checks: bytes on the wire for one GET /trails from a client that
// accepts gzip, the learner's server against the starter (started here, stopped at once); then
// the guide compressed once, at start-up: after one GET /trails in each encoding, more of them make
// the server start no compression, and no GET /trails since it started has started one (counted
// by preload.js inside it).
const path = require('node:path')
const { rawRequest, RawHttpError, unansweredCheck, askCounter } = require('../../lib/kit')
const { request, env, compressionsSocket } = require('./expected')

const MAX_SHARE = 1 / 5
const GZIP = 'Accept-Encoding: gzip'

// The FAIL of an answer to a client that accepts only gzip that is not a 200 in gzip (the
// starter's is uncompressed), or null: no compression started would claim a guide compressed
// once that nobody sent compressed.
function notGzipped (answer) {
  if (answer.status !== 200) return { ok: false, key: 'guide_status', params: { status: answer.status, header: GZIP } }
  const found = (answer.headers['content-encoding'] || 'identity').toLowerCase()
  return found === 'gzip' ? null : { ok: false, key: 'not_compressed', params: { header: GZIP, found, allowed: 'gzip' } }
}

const bytesOnTheWire = {
  async run (ctx) {
    const starter = await ctx.start({ file: path.join(ctx.exercise.exerciseDir, 'starter', 'server.js'), env })
    let yours, theirs
    try {
      yours = await rawRequest(ctx.server.url, request)
      theirs = await rawRequest(starter.url, request)
    } catch (error) {
      if (!(error instanceof RawHttpError)) throw error
      return { ok: false, key: 'bytes_no_answer', params: { path: request.path } }
    } finally {
      await starter.stop() // not running beside the speed check
    }
    // The bytes of an error page would say nothing of the guide's (an uncompressed guide's say
    // what it costs: the starter's are its evidence).
    if (yours.status !== 200) return notGzipped(yours)
    const share = yours.bytes / theirs.bytes
    return {
      ok: share <= MAX_SHARE,
      key: share <= MAX_SHARE ? 'bytes_ok' : 'bytes_too_many',
      params: { yours: yours.bytes, starter: theirs.bytes, percent: Math.round(share * 100), max: Math.round(MAX_SHARE * 100) }
    }
  }
}

// What clients send: gzip alone, everything a browser offers, Brotli alone, nothing at all.
const ENCODINGS = ['gzip', 'gzip, deflate, br', 'br', undefined]
const ROUNDS = 5

const trailsFor = (url, acceptEncoding) =>
  rawRequest(url, { path: '/trails', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } })

const compressedOnce = {
  run: unansweredCheck(async (ctx) => {
    const socketPath = compressionsSocket(ctx)
    // One of each first: a guide compressed on its first request of each encoding and then kept
    // is told apart from one compressed per request (it is not made at start-up either).
    for (const acceptEncoding of ENCODINGS) await trailsFor(ctx.server.url, acceptEncoding)
    if (!(await askCounter(socketPath, 'begin'))) return { ok: false, key: 'counter_missing' }
    const gzipOnly = []
    for (let i = 0; i < ROUNDS; i++) {
      for (const acceptEncoding of ENCODINGS) {
        const answer = await trailsFor(ctx.server.url, acceptEncoding)
        if (acceptEncoding === 'gzip') gzipOnly.push(answer)
      }
    }
    const counted = await askCounter(socketPath, 'end')
    if (!counted) return { ok: false, key: 'counter_missing' }
    // No compression started says "compressed once" only of a server that sent gzip.
    const unzipped = gzipOnly.map(notGzipped).find(Boolean)
    if (unzipped) return unzipped
    const { requests, onTrails, ...compressions } = counted
    const count = ROUNDS * ENCODINGS.length
    // Counts of a process that did not serve these requests would say nothing about them.
    if (requests < count) return { ok: false, key: 'compressions_unseen', params: { seen: requests, count } }
    const made = Object.entries(compressions).filter(([, n]) => n > 0)
    if (made.length > 0) {
      return {
        ok: false,
        key: 'compressed_per_request',
        params: { count, compressions: made.reduce((sum, [, n]) => sum + n, 0), kinds: made.map(([kind, n]) => `${kind} ×${n}`).join(', ') }
      }
    }
    // Kept after the first request of each encoding, but not made at start-up.
    if (onTrails > 0) return { ok: false, key: 'compressed_on_request', params: { compressions: onTrails } }
    return { ok: true, key: 'compressed_once', params: { count } }
  })
}

// Each check names the requirements it decides (exercises/NN-id/requirements.js, by id; `bytes`
// is a guidance row: its check has a point of its own that carries no weight).
module.exports = { checks: [{ ...bytesOnTheWire, decides: ['bytes'] }, { ...compressedOnce, decides: ['compressed-once', 'at-start-up'] }] }
