'use strict'
// What problems/08-logging/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/08-logging/) that breaks it alone.
const K = 'exercises.logging.checks.'

module.exports = [
  { id: 'one-line-per-request', in: 'task 1', says: 'exactly **one JSON line**', check: K + 'log_duplicate', evidence: 'the request and how many lines it has in the log file', halfFix: 'pino-http-plus-own-middleware' },
  { id: 'line-fields', in: 'task 1', says: 'with at least these fields', check: K + 'log_field', evidence: 'the request, the field missing or wrong, the names looked for, and its line', halfFix: 'winston-no-timestamp' },
  { id: 'url-with-query', in: 'task 1', says: '`url` (the path with its query string, `req.originalUrl`)', check: K + 'log_field', evidence: 'the request, the field missing or wrong, the names looked for, and its line', halfFix: 'url-without-query' },
  { id: 'to-log-file', in: 'task 2', says: 'the lines go to the file that `LOG_FILE` names', check: K + 'log_no_file', evidence: 'that after 30 requests and SIGTERM there is no file at LOG_FILE', halfFix: 'pino-http-stdout' },
  { id: 'no-local-date-per-line', in: ['task 5', 'checked 3'], says: 'no line formats a local date', check: K + 'log_local_date', evidence: 'the requests counted and the local dates formatted meanwhile', halfFix: 'pino-localestring-msg' },
  { id: 'asynchronous', in: ['task 2', 'checked 3'], says: 'asynchronously', check: K + 'log_sync', evidence: 'the requests counted, the synchronous writes and the calls that made them', halfFix: 'pino-sync-true' },
  { id: 'none-lost-at-sigterm', in: ['task 3', 'checked 2'], says: 'no line is lost when the server gets SIGTERM', check: K + 'log_lost', evidence: 'how many of the answered requests have no line, and one of them', halfFix: 'pino-nosync-noflush' },
  { id: 'exits-after-sigterm', in: 'checked 2', says: 'within 6 s it must exit', check: K + 'sigterm_slow', evidence: 'the seconds after SIGTERM within which the server did not exit', halfFix: 'flush-without-exit', bounds: [{ value: '6', past: ['exit-after-7-seconds'] }] },
  { id: 'routes-unchanged', in: ['task 4', 'checked 1'], says: 'the routes answer exactly as before', check: K + 'unknown_body', evidence: 'the body GET /api/orders/9999 got instead of the starter\'s', halfFix: 'sendstatus-404' },
  { id: 'not-slower', in: 'checked 4', says: 'at least as many requests per second as the starter', check: 'verdict.fail_speed', evidence: 'req/s of both servers per pair, their ratios and the threshold', halfFix: 'pino-raw-req-res' }
]
