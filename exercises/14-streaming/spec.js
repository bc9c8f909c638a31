'use strict'
// 14-streaming: an export built as one string before its first byte is sent. Fixed: the CSV
// streamed as SQLite hands over the rows, reading no further ahead than the client takes, and
// stopping when the client goes away.
const { checks, prepare, socketPathIn } = require('./checks')

module.exports = {
  reading: 'backpressure',
  submission: 'server.js',
  // The row counter inside the learner's server (every thread), and where it answers; the checks
  // start an instance of their own with it too.
  env: (ctx) => ({ NPW_ROWS_SOCKET: socketPathIn(ctx.tmpDir) }),
  preload: 'preload.js',
  // The instance of its own that the checks download from starts while the functional checks run.
  prepare,
  // No speed check: every requirement is decided by a count (rows read before the first byte,
  // rows read ahead of a client that stopped reading, rows read and iterators left open after it
  // went away), the same on any machine; see bench/figures.json.
  checks,
  // What `profile` loads: the export.
  profile: { request: { method: 'GET', path: '/export.csv' } }
}
