'use strict'
// What problems/08-logging/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/08-logging/) that breaks it alone.
const K = 'exercises.logging.checks.'

module.exports = [
  { id: 'one-line-per-request', in: 'task 1', says: 'exactly **one JSON line**', check: K + 'log_duplicate', halfFix: 'pino-http-plus-own-middleware' },
  { id: 'line-fields', in: 'task 1', says: 'with at least these fields', check: K + 'log_field', halfFix: 'winston-no-timestamp' },
  { id: 'url-with-query', in: 'task 1', says: '`url` (the path with its query string, `req.originalUrl`)', check: K + 'log_field', halfFix: 'url-without-query' },
  { id: 'to-log-file', in: 'task 2', says: 'the lines go to the file that `LOG_FILE` names', check: K + 'log_no_file', halfFix: 'pino-http-stdout' },
  { id: 'no-local-date-per-line', in: ['task 5', 'checked 3'], says: 'no line formats a local date', check: K + 'log_local_date', halfFix: 'pino-localestring-msg' },
  { id: 'asynchronous', in: ['task 2', 'checked 3'], says: 'asynchronously', check: K + 'log_sync', halfFix: 'pino-sync-true' },
  { id: 'none-lost-at-sigterm', in: ['task 3', 'checked 2'], says: 'no line is lost when the server gets SIGTERM', check: K + 'log_lost', halfFix: 'pino-nosync-noflush' },
  { id: 'exits-after-sigterm', in: 'checked 2', says: 'within 6 s it must exit', check: K + 'sigterm_slow', halfFix: 'flush-without-exit' },
  { id: 'routes-unchanged', in: ['task 4', 'checked 1'], says: 'the routes answer exactly as before', check: K + 'unknown_body', halfFix: 'sendstatus-404' },
  { id: 'not-slower', in: 'checked 4', says: 'at least as many requests per second as the starter', check: 'verdict.fail_speed', halfFix: 'pino-raw-req-res' }
]
