'use strict'
// The deterministic checks of 14-streaming, counted inside the learner's server by preload.js
// (every thread: the counters are shared with worker threads). One download, on an instance of
// the learner's server of its own (so that a crash when the client goes away is this check's
// finding, not the end of the verification):
//   a slow client asks for GET /export.csv, takes the first TAKEN_BYTES of the body and stops
//   reading; once the server has stopped reading rows (its count unchanged for SETTLE_MS), the
//   counts say
//   1. how many rows the server had read beyond the CSV it had written, at its worst, each time it
//      wrote body bytes (its first bytes included: the time to first byte, counted in rows): rows
//      it read and kept, the same count on any machine;
//   2. how much CSV it read after its response's write() returned false (with no 'drain' since):
//      what waits in its memory, whatever the operating system's buffers (several MB on a loopback
//      connection) took before; a loop that writes every row at once never lets the socket write
//      (http corks it until the loop ends), so its write() says false after 16 KB;
//   then the client disconnects, and once the counts settle again
//   3. the server is still running, read no further, closed every iterator it opened, and wrote
//      no stack trace to its output (stdout or stderr).
// At the same time, on the learner's own server (its functional checks done), two downloads at
// once: a client that stops reading as the first does, and while it waits a second client that
// downloads the whole export, which
//   4. must be the starter's CSV too, and must not have run again a statement whose iterator the
//      first download still holds (node:sqlite starts it over: the first one's rows would go
//      wrong). Seen without making the first client read again, which would meet a stall of
//      Node 26.10's node:http when the server writes a row at a time (docs/INSTRUCTOR.md). That
//      client is left waiting: the engine stops the server after the checks.
// No timing decides: waits end when the counts settle or a download ends.
const net = require('node:net')
const path = require('node:path')
const { counterSocketPath, askCounter, oncePerVerification } = require('../../lib/kit')
const { EXPORT_PATH, REQUEST_TIMEOUT_MS, FIRST_BYTE_ROWS, TAKEN_BYTES, HELD_BYTES, expectedCsv, bytesOfRows, downloadCsv, differenceFrom } = require('./expected')

const PRELOAD = path.join(__dirname, 'preload.js')
const POLL_MS = 100
const SETTLE_MS = 500 // the rows read unchanged this long: the server waits (or is done)
const SETTLE_LIMIT_MS = 8000 // still reading after this long: it is not waiting for the client
const MB = 1024 * 1024
// A server busy reading rows without a pause (the starter builds its whole file in one go) answers
// its counter only when it is done: several seconds on a busy machine.
const ASK_TIMEOUT_MS = 15000
const ask = (socketPath, command) => askCounter(socketPath, command, { timeoutMs: ASK_TIMEOUT_MS })

const socketPathIn = (dir, name = 'rows') => counterSocketPath(dir, name)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// A client that asks for the export, takes `bytes` of the body and stops reading. Resolves
// { status, taken, destroy() } once it has stopped, or { error } ('no_answer', 'closed', status).
function slowDownload (baseUrl, bytes) {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) })
    let head = Buffer.alloc(0)
    let status = null
    let taken = 0
    let done = false
    const finish = (result) => {
      if (done) return
      done = true
      socket.setTimeout(0)
      resolve(result)
    }
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => {
      socket.destroy()
      finish({ error: 'no_answer' })
    })
    socket.on('error', () => finish({ error: 'closed' }))
    socket.on('close', () => finish({ error: 'closed', status, taken }))
    socket.on('connect', () => socket.write(`GET ${EXPORT_PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`))
    socket.on('data', (chunk) => {
      if (status === null) {
        head = Buffer.concat([head, chunk])
        const end = head.indexOf('\r\n\r\n')
        if (end === -1) return
        status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head.toString('latin1'))?.[1])
        if (status !== 200) {
          socket.destroy()
          return finish({ error: 'status', status })
        }
        taken = head.length - end - 4
      } else {
        taken += chunk.length
      }
      // The bytes on the wire, chunk sizes included: a few bytes per chunk more than the CSV's.
      if (taken >= bytes) {
        socket.pause()
        finish({ status, taken, destroy: () => socket.destroy() })
      }
    })
  })
}

// Reads the counts until `rows` has not changed for SETTLE_MS: { counts, settled }.
async function settle (socketPath) {
  const started = Date.now()
  let last = await ask(socketPath, 'read')
  let since = Date.now()
  while (last) {
    await sleep(POLL_MS)
    const now = await ask(socketPath, 'read')
    if (!now) return { counts: null }
    if (now.rows !== last.rows) since = Date.now()
    last = now
    if (Date.now() - since >= SETTLE_MS) return { counts: last, settled: true }
    if (Date.now() - started >= SETTLE_LIMIT_MS) return { counts: last, settled: false }
  }
  return { counts: null }
}

// Lines of a stack trace in what the server wrote: the first line of the error.
function loggedError (text) {
  const lines = text.split('\n')
  const frame = lines.findIndex((line) => /^\s+at .+/.test(line))
  if (frame === -1) return null
  return (lines.slice(0, frame).reverse().find((line) => line.trim()) || lines[frame]).trim().slice(0, 160)
}

// The instance of the download, and the expected CSV's row ends, built while it loads its data:
// { socketPath, starting, total }. Started by spec.prepare as soon as the learner's server
// listens, beside the functional checks, and only started: a request to it would run the
// learner's export twice at once (two cores for an endless loop in it).
async function prepareInstance (ctx) {
  const socketPath = socketPathIn(ctx.tmpDir, 'download')
  const starting = ctx.start({ file: ctx.file, env: { NPW_ROWS_SOCKET: socketPath }, preloads: [PRELOAD] })
  // After a turn of the event loop: the functional checks' process starts first.
  await new Promise((resolve) => setImmediate(resolve))
  return { socketPath, starting, total: expectedCsv().rows }
}

async function run (ctx) {
  const { socketPath, starting, total } = await oncePerVerification(ctx, 'instance', prepareInstance)
  const server = await starting
  if (!(await ask(socketPath, 'begin'))) return { failure: { ok: false, key: 'counter_missing' } }
  const client = await slowDownload(server.url, TAKEN_BYTES)
  if (client.error) return { failure: slowFailure(client) }
  const paused = await settle(socketPath)
  if (!paused.counts) return { failure: { ok: false, key: 'counter_missing' } }
  const outputBefore = { stdout: server.stdout(), stderr: server.stderr() }
  client.destroy()
  const after = await settle(socketPath)
  // A counter that stopped answering: the process is ending; give it a moment to be seen ended.
  for (let waited = 0; !after.counts && !server.exit && waited < 2000; waited += POLL_MS) await sleep(POLL_MS)
  // What the server wrote since, on either stream: a stack trace there is a logged error.
  const since = (name) => {
    const now = server[name]()
    return now.startsWith(outputBefore[name]) ? now.slice(outputBefore[name].length) : now
  }
  const logged = loggedError(since('stderr')) || loggedError(since('stdout'))
  return { total, taken: client.taken, paused, after: after.counts ? after : null, exit: server.exit, logged }
}

// Two downloads at once on the learner's own server: { second, restarts }, or { failure }.
async function twoAtOnce (ctx) {
  const socketPath = socketPathIn(ctx.tmpDir)
  if (!(await ask(socketPath, 'begin'))) return { failure: { ok: false, key: 'counter_missing' } }
  const first = await slowDownload(ctx.server.url, TAKEN_BYTES)
  if (first.error) return { failure: slowFailure(first) }
  const second = await downloadCsv(ctx.server.url)
  const counts = await ask(socketPath, 'read')
  if (!counts) return { failure: { ok: false, key: 'counter_missing' } }
  return { second, restarts: counts.restarts }
}

// What a slow client that did not get its bytes found.
function slowFailure (client) {
  if (client.error === 'status') return { ok: false, key: 'slow_status', params: { path: EXPORT_PATH, status: client.status } }
  const key = client.error === 'no_answer' ? 'slow_no_answer' : 'slow_closed'
  return { ok: false, key, params: { path: EXPORT_PATH, bytes: client.taken ?? 0, wanted: kb(TAKEN_BYTES), seconds: REQUEST_TIMEOUT_MS / 1000 } }
}

// Both runs start with the first check, side by side; each check reads the one it needs.
function started (ctx) {
  return {
    download: oncePerVerification(ctx, 'download', run),
    twoAtOnce: oncePerVerification(ctx, 'two-at-once', twoAtOnce)
  }
}
const downloaded = (ctx) => started(ctx).download

const kb = (bytes) => Math.round(bytes / 1024)
const mb = (bytes) => (bytes / MB).toFixed(1)

// 1. Streamed as the rows are read: at no write had the server read more than FIRST_BYTE_ROWS rows
// beyond the CSV rows written until then.
const firstByte = {
  async run (ctx) {
    const result = await downloaded(ctx)
    if (result.failure) return result.failure
    const { counts } = result.paused
    if (counts.rows === 0) return { ok: false, key: 'rows_not_counted', params: { path: EXPORT_PATH } }
    if (counts.firstByteRows === null) return { ok: false, key: 'first_byte_unseen', params: { path: EXPORT_PATH } }
    return readAhead(result) || { ok: true, key: 'first_byte', params: { ahead: counts.ahead, first: counts.firstByteRows, total: result.total, bound: FIRST_BYTE_ROWS } }
  }
}

// The FAIL of a server that read more than FIRST_BYTE_ROWS rows beyond the CSV it had written, at
// some write: those rows wait in its memory, or null.
function readAhead ({ paused: { counts }, total }) {
  if (counts.ahead <= FIRST_BYTE_ROWS) return null
  return { ok: false, key: 'first_byte_late', params: { ahead: counts.ahead, first: counts.firstByteRows, total, bound: FIRST_BYTE_ROWS } }
}

// 2. Backpressure: the CSV of the rows read since the response's write() returned false (and no
// 'drain' since), once the rows read stopped changing.
const backpressure = {
  async run (ctx) {
    const result = await downloaded(ctx)
    if (result.failure) return result.failure
    const { counts, settled } = result.paused
    const waiting = counts.falseRows !== null
    const held = waiting ? bytesOfRows(counts.rows) - bytesOfRows(counts.falseRows) : 0
    const params = { taken: kb(result.taken), rows: counts.rows, total: result.total, atFalse: waiting ? counts.falseRows : counts.rows, held: mb(held), bound: mb(HELD_BYTES) }
    if (!settled) return { ok: false, key: 'read_ahead_unsettled', params }
    // Rows read before they were written wait in memory too, whatever write() said after: the
    // starter builds its file before one res.end (write() never says false), and reading with
    // all() first gets false only once every row is read ("0 MB after false" would hide the file).
    const ahead = readAhead(result)
    if (ahead) return ahead
    return held > HELD_BYTES
      ? { ok: false, key: 'read_ahead', params }
      : { ok: true, key: 'backpressure', params }
  }
}

// The second download, made while the first waited for its client.
const secondDownload = {
  async run (ctx) {
    const result = await started(ctx).twoAtOnce
    if (result.failure) return result.failure
    const { second, restarts } = result
    if (second.error) return { ok: false, key: 'second_no_answer', params: { path: EXPORT_PATH, seconds: REQUEST_TIMEOUT_MS / 1000 } }
    if (second.status !== 200) return { ok: false, key: 'second_status', params: { path: EXPORT_PATH, status: second.status } }
    const difference = differenceFrom(second.body)
    if (difference) return { ok: false, key: 'second_differs', params: { path: EXPORT_PATH, line: difference.line } }
    if (restarts > 0) return { ok: false, key: 'shared_statement', params: { path: EXPORT_PATH } }
    return { ok: true, key: 'second_ok', params: { path: EXPORT_PATH } }
  }
}

const abortClean = {
  async run (ctx) {
    const result = await downloaded(ctx)
    if (result.failure) return result.failure
    if (result.exit) {
      const how = result.exit.signal || `exit code ${result.exit.code}`
      return { ok: false, key: 'abort_crashed', params: { how } }
    }
    if (!result.after) return { ok: false, key: 'counter_missing' }
    const { counts, settled } = result.after
    const more = counts.rows - result.paused.counts.rows
    if (!settled || bytesOfRows(counts.rows) - bytesOfRows(result.paused.counts.rows) > HELD_BYTES) {
      return { ok: false, key: 'abort_kept_reading', params: { rows: more, total: result.total } }
    }
    if (counts.iterators > 0) return { ok: false, key: 'abort_left_open', params: { open: counts.iterators } }
    if (result.logged) return { ok: false, key: 'abort_logged', params: { error: result.logged } }
    return { ok: true, key: 'abort_clean', params: { rows: more } }
  }
}

// Each check names the requirements it decides (exercises/NN-id/requirements.js, by id).
module.exports = {
  checks: [
    { ...firstByte, decides: ['first-byte'] },
    { ...backpressure, decides: ['backpressure'] },
    { ...abortClean, decides: ['abort-reads-no-further', 'abort-stops', 'abort-keeps-running', 'abort-not-logged'] },
    { ...secondDownload, decides: ['two-at-once', 'rows-not-shared'] }
  ],
  prepare: (ctx) => { oncePerVerification(ctx, 'instance', prepareInstance) },
  socketPathIn
}
