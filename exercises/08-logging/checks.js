'use strict'
// The deterministic check of 08-logging, on a fresh instance of the learner's server: every
// request leaves exactly one well-formed JSON line with the stated fields in LOG_FILE, no line is
// written synchronously and none formats a local date while it serves (preload.js counts), and
// none is lost when the server is stopped with SIGTERM while requests are still arriving, on a
// disk that takes 100 ms per write (preload.js again): a logger that buffers and never flushes at
// exit loses lines here.
const fs = require('node:fs')
const path = require('node:path')
const { setTimeout: sleep } = require('node:timers/promises')
const { probe, counterSocketPath, askCounter } = require('../../lib/kit')

const REQUESTS = 30
const AT_ONCE = 5
const EXIT_SECONDS = 6
const TIME_SKEW_MS = 10 * 60 * 1000
const SLOW_WRITE_MS = 100
const MAX_LOCAL_DATES = 1

// The requests of the check: three routes, a 404 among them, each URL unique.
function plannedRequests () {
  const paths = ['/api/orders', '/api/orders/1002', '/api/orders/9999']
  return Array.from({ length: REQUESTS }, (_, i) => `${paths[i % paths.length]}?check=${i + 1}`)
}

function validTime (value) {
  const at = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN
  return Number.isFinite(at) && Math.abs(Date.now() - at) < TIME_SKEW_MS
}

// Each field a line needs, under the names the loggers people use write it: pino and our own
// (time, msg, …), pino-http's defaults (req.method, req.url, res.statusCode, responseTime),
// winston's JSON format (timestamp, message) and bunyan (time, msg, req.*, res.statusCode).
const FIELDS = {
  method: ['method', 'req.method'],
  url: ['url', 'req.originalUrl', 'req.url'],
  status: ['status', 'statusCode', 'res.statusCode'],
  ms: ['ms', 'responseTime', 'duration'],
  time: ['time', 'timestamp'],
  msg: ['msg', 'message']
}

const at = (line, dotted) => dotted.split('.').reduce((value, key) => (value && typeof value === 'object' ? value[key] : undefined), line)

// The first name of `field` that `accepts` the value there, its value, else undefined.
function fieldOf (line, field, accepts = (value) => value !== undefined) {
  for (const name of FIELDS[field]) if (accepts(at(line, name))) return at(line, name)
  return undefined
}

// The first field of a request line that is missing or wrong, or null.
function wrongField (line, sent) {
  if (fieldOf(line, 'method', (v) => v === 'GET') === undefined) return 'method'
  if (fieldOf(line, 'status', (v) => v === sent.status) === undefined) return 'status'
  if (fieldOf(line, 'ms', (v) => typeof v === 'number' && v >= 0) === undefined) return 'ms'
  if (fieldOf(line, 'time', validTime) === undefined) return 'time'
  if (fieldOf(line, 'msg', (v) => typeof v === 'string') === undefined) return 'msg'
  return null
}

// Checks the lines against what was sent: a failed result, or null.
function judgeLines (text, sent) {
  const lines = text.split('\n').filter((line) => line.trim())
  const byUrl = new Map()
  const others = [] // lines of no request we sent: start-up lines, or a url without its query
  for (const [index, raw] of lines.entries()) {
    let line
    try {
      line = JSON.parse(raw)
    } catch {
      return { ok: false, key: 'log_not_json', params: { number: index + 1, line: raw.slice(0, 80) } }
    }
    if (line === null || typeof line !== 'object') {
      return { ok: false, key: 'log_not_json', params: { number: index + 1, line: raw.slice(0, 80) } }
    }
    const url = fieldOf(line, 'url', (v) => typeof v === 'string' && sent.has(v))
    if (url) byUrl.set(url, [...(byUrl.get(url) || []), line])
    else others.push(line)
  }
  const missing = [...sent.keys()].filter((url) => !byUrl.has(url))
  // A line whose url is the path alone (req.path, or req.url inside a router) is there, with a
  // wrong url: not a lost line.
  for (const url of missing) {
    const path = url.split('?')[0]
    const line = others.find((other) => fieldOf(other, 'url', (v) => v === path) !== undefined)
    if (line) return { ok: false, key: 'log_field', params: { field: 'url', names: FIELDS.url.join(', '), url, line: JSON.stringify(line).slice(0, 160) } }
  }
  if (missing.length) return { ok: false, key: 'log_lost', params: { lost: missing.length, count: sent.size, url: missing[0] } }
  for (const [url, found] of byUrl) {
    if (found.length > 1) return { ok: false, key: 'log_duplicate', params: { url, count: found.length } }
    const field = wrongField(found[0], sent.get(url))
    if (field) return { ok: false, key: 'log_field', params: { field, names: FIELDS[field].join(', '), url, line: JSON.stringify(found[0]).slice(0, 160) } }
  }
  return null
}

const logsEveryRequest = {
  async run (ctx) {
    const logFile = path.join(ctx.tmpDir, 'check.log')
    const socketPath = counterSocketPath(ctx.tmpDir, 'sync-writes')
    const server = await ctx.start({
      file: ctx.file,
      env: { LOG_FILE: logFile, NPW_SYNC_WRITES_SOCKET: socketPath, NPW_SLOW_WRITES_MS: String(SLOW_WRITE_MS) },
      preloads: [path.join(__dirname, 'preload.js')]
    })
    // Lines written at start-up may be synchronous; those written while serving may not.
    if (!(await askCounter(socketPath, 'begin'))) return { ok: false, key: 'counter_missing' }
    const sent = new Map()
    const urls = plannedRequests()
    const lastBatch = urls.length - AT_ONCE
    for (let i = 0; i < lastBatch; i += AT_ONCE) {
      const batch = urls.slice(i, i + AT_ONCE)
      const answers = await Promise.all(batch.map((url) => probe(server.url + url)))
      for (const [j, answer] of answers.entries()) {
        if (!answer.status) return { ok: false, key: 'request_failed', params: { url: batch[j], error: answer.error } }
        sent.set(batch[j], { status: answer.status })
      }
    }
    // A line is written once the response has gone ('finish'), which can be just after the
    // client got it: a real SIGTERM never comes within microseconds of the last answer.
    await sleep(100)
    const counted = await askCounter(socketPath, 'end')
    if (!counted) return { ok: false, key: 'counter_missing' }
    const { requests, localDates, ...calls } = counted
    // Counts of a process that did not serve these requests would say nothing about them.
    if (requests < sent.size) {
      process.kill(server.pid, 'SIGTERM')
      return { ok: false, key: 'writes_unseen', params: { seen: requests, count: sent.size } }
    }
    const made = Object.entries(calls).filter(([, n]) => n > 0)
    const syncWrites = made.reduce((sum, [, n]) => sum + n, 0)
    if (syncWrites > 0) {
      process.kill(server.pid, 'SIGTERM')
      return { ok: false, key: 'log_sync', params: { writes: syncWrites, count: sent.size, calls: made.map(([name]) => name).join(', ') } }
    }
    // One formatter built while serving (made on the first request, then reused) is not a cost
    // per line; one built for each line is.
    if (localDates > MAX_LOCAL_DATES) {
      process.kill(server.pid, 'SIGTERM')
      return { ok: false, key: 'log_local_date', params: { dates: localDates, count: sent.size } }
    }
    // A deploy restarts a server under load: the last batch is in flight, and SIGTERM goes out
    // the moment its first answer arrives. Every request that got an answer needs its line;
    // one refused or cut off by the shutdown needs none.
    let signalled = false
    const terminate = () => {
      if (signalled) return
      signalled = true
      process.kill(server.pid, 'SIGTERM')
    }
    const final = urls.slice(lastBatch)
    const answers = await Promise.all(final.map((url) => probe(server.url + url).then((answer) => {
      if (answer.status) terminate()
      return answer
    })))
    terminate()
    for (const [j, answer] of answers.entries()) if (answer.status) sent.set(final[j], { status: answer.status })
    const sentAt = Date.now()
    while (!server.exit && Date.now() - sentAt < EXIT_SECONDS * 1000) await sleep(25)
    if (!server.exit) return { ok: false, key: 'sigterm_slow', params: { seconds: EXIT_SECONDS } }
    let text = ''
    try {
      text = fs.readFileSync(logFile, 'utf8')
    } catch {
      return { ok: false, key: 'log_no_file' }
    }
    return judgeLines(text, sent) || { ok: true, key: 'log_ok', params: { count: sent.size } }
  }
}

// The check names the requirements it decides (exercises/NN-id/requirements.js, by id).
const decides = ['one-line-per-request', 'line-fields', 'url-with-query', 'to-log-file', 'no-local-date-per-line', 'asynchronous', 'none-lost-at-sigterm', 'exits-after-sigterm']
module.exports = { checks: [{ ...logsEveryRequest, decides }], judgeLines, plannedRequests }
