'use strict'
// 08-logging: the loggers learners use, and the half-fixes (exercises/README.md, "The catalogue
// of learner submissions").
const K = 'exercises.logging.checks.'

module.exports = [
  { name: 'pino-http-defaults', verdict: 'PASS', quick: false, why: 'pino-http with its defaults (req.url, res.statusCode, responseTime) on an asynchronous destination' },
  { name: 'winston-json', verdict: 'PASS', quick: false, why: 'winston\'s JSON format with timestamp(), to a file transport, ended at SIGTERM' },
  { name: 'pino-transport', verdict: 'PASS', quick: false, why: 'a pino transport (pino/file) writing on a worker thread; SIGTERM finishes the requests, then exits, and pino flushes the transport' },
  { name: 'winston-no-timestamp', verdict: 'FAIL', reason: K + 'log_field', quick: true, why: 'winston\'s json() alone writes no time' },
  { name: 'url-without-query', verdict: 'FAIL', reason: K + 'log_field', quick: true, why: 'pino, but the url logged is req.path: the query string is missing' },
  { name: 'pino-http-plus-own-middleware', verdict: 'FAIL', reason: K + 'log_duplicate', quick: false, why: 'pino-http added and the own request line kept: two lines per request' },
  { name: 'drop-date-only', verdict: 'FAIL', reason: K + 'log_sync', quick: false, why: 'the date formatting dropped, console.log to the file kept: still a synchronous write per request' },
  { name: 'starter-in-worker', verdict: 'FAIL', reason: K + 'log_sync', quick: false, why: 'the starter\'s app moved into a worker thread: that thread serves every request, and its console.log to the file is still synchronous' },
  { name: 'pino-sync-true', verdict: 'FAIL', reason: K + 'log_sync', quick: true, why: 'pino.destination({ sync: true }): fast, but each line written synchronously' },
  { name: 'pino-nosync-noflush', verdict: 'FAIL', reason: K + 'log_lost', quick: true, why: 'pino with sync: false and no flush at SIGTERM: the lines still buffered are lost in a restart under load' },
  { name: 'pino-flush-no-minlength', verdict: 'FAIL', reason: K + 'log_lost', quick: false, why: 'pino.destination without minLength and flush(callback) at SIGTERM: the callback comes at once, and the lines queued behind a write in progress are lost. Seen only when a write is still in flight at the flush: most runs on the slow disk, not all (it PASSed once on Node 22 in CI), so it is not a quick entry' },
  { name: 'pino-transport-no-handler', verdict: 'FAIL', reason: K + 'log_lost', quick: false, why: 'a pino transport and no SIGTERM handler: the process ends at once, the worker thread\'s unwritten lines with it' },
  { name: 'exit-after-7-seconds', verdict: 'FAIL', reason: K + 'sigterm_slow', quick: true, why: 'the reference solution, which waits 7 s after the last line is written before it exits: past the 6 s it has' },
  { name: 'flush-without-exit', verdict: 'FAIL', reason: K + 'sigterm_slow', quick: false, why: 'SIGTERM flushes pino and nothing else: the handler replaces Node\'s exit, and the server never ends' },
  { name: 'pino-http-stdout', verdict: 'FAIL', reason: K + 'log_no_file', quick: true, why: 'pino-http to stdout, as its README shows: LOG_FILE ignored' },
  { name: 'sendstatus-404', verdict: 'FAIL', reason: K + 'unknown_body', quick: false, why: 'the unknown order answers res.sendStatus(404): "Not Found" instead of the JSON error' },
  { name: 'pino-raw-req-res', verdict: 'FAIL', reason: 'verdict.fail_speed', quick: false, why: 'pino given the raw req and res, without serializers: about 11 KB a line, every field there, slower than the starter' },
  { name: 'pino-localestring-msg', verdict: 'FAIL', reason: K + 'log_local_date', quick: true, why: 'pino, asynchronous and flushed, with the starter\'s hand-built message (toLocaleString in Beijing time) kept: a date formatter built for every line, as slow as the starter' },
  { name: 'formatter-built-once', verdict: 'PASS', quick: false, why: 'Beijing time kept in msg through one Intl.DateTimeFormat built at start and reused; exits on the server close event after logger.flush' },
  { name: 'ms-as-string', verdict: 'FAIL', reason: K + 'log_field', quick: true, why: 'the hint\'s logger, with ms written as ms.toFixed(3): a string, not a number' }
]
