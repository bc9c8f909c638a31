'use strict'
// 05-gzip's deterministic check: bytes on the wire for one GET /trails from a client that
// accepts gzip, the learner's server against the starter (started here, stopped at once).
const path = require('node:path')
const { rawRequest, RawHttpError } = require('../../lib/kit')
const { request, env } = require('./expected')

const MAX_SHARE = 1 / 5

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
    const share = yours.bytes / theirs.bytes
    return {
      ok: share <= MAX_SHARE,
      key: share <= MAX_SHARE ? 'bytes_ok' : 'bytes_too_many',
      params: { yours: yours.bytes, starter: theirs.bytes, percent: Math.round(share * 100), max: Math.round(MAX_SHARE * 100) }
    }
  }
}

module.exports = { checks: [bytesOnTheWire] }
