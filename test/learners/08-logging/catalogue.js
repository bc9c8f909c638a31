'use strict'
// 08-logging: the loggers learners use, and the half-fixes (exercises/README.md, "The catalogue
// of learner submissions").
module.exports = [
  { name: 'pino-http-defaults', verdict: 'PASS', quick: false, why: 'pino-http with its defaults (req.url, res.statusCode, responseTime) on an asynchronous destination' },
  { name: 'winston-json', verdict: 'PASS', quick: false, why: 'winston\'s JSON format with timestamp(), to a file transport, ended at SIGTERM' },
  { name: 'winston-no-timestamp', verdict: 'FAIL', reason: 'exercises.logging.checks.log_field', quick: true, why: 'winston\'s json() alone writes no time' },
  { name: 'drop-date-only', verdict: 'FAIL', reason: 'exercises.logging.checks.log_sync', quick: true, why: 'the date formatting dropped, console.log to the file kept: still a synchronous write per request' },
  { name: 'pino-sync-true', verdict: 'FAIL', reason: 'exercises.logging.checks.log_sync', quick: true, why: 'pino.destination({ sync: true }): fast, but each line written synchronously' },
  { name: 'pino-nosync-noflush', verdict: 'FAIL', reason: 'exercises.logging.checks.log_lost', quick: true, why: 'pino with sync: false and no flush at SIGTERM: the lines still buffered are lost in a restart under load' },
  { name: 'pino-http-stdout', verdict: 'FAIL', reason: 'exercises.logging.checks.log_no_file', quick: true, why: 'pino-http to stdout, as its README shows: LOG_FILE ignored' }
]
