'use strict'
// What problems/14-streaming/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/14-streaming/) that breaks it alone
// (exercises/README.md, "The requirement table").
const check = (key) => `exercises.streaming.checks.${key}`

module.exports = [
  { id: 'same-bytes', in: ['task 1', 'checked 1'], says: 'exactly the bytes the starter sends', check: check('csv_differs'), halfFix: 'no-quoting' },
  { id: 'first-byte', in: ['task 2', 'checked 2'], says: 'streamed as the rows are read', check: check('first_byte_late'), halfFix: 'content-length-first' },
  { id: 'backpressure', in: ['task 3', 'checked 3'], says: 'respects backpressure', check: check('read_ahead'), halfFix: 'write-no-drain' },
  { id: 'abort-reads-no-further', in: ['task 4', 'checked 4'], says: 'reads no further rows', check: check('abort_kept_reading'), halfFix: 'close-without-stop' },
  // A loop that waits for 'drain' after the client left reads no further rows, but keeps the
  // statement's iterator open for ever.
  { id: 'abort-stops', in: ['task 4', 'checked 4'], says: 'leaves no statement\'s iterator open', check: check('abort_left_open'), halfFix: 'drain-ignores-close' },
  { id: 'abort-keeps-running', in: ['task 4', 'checked 4'], says: 'keeps running', check: check('abort_crashed'), halfFix: 'await-pipeline-unhandled' },
  { id: 'two-at-once', in: ['task 5', 'checked 5'], says: 'another is served whole', check: check('second_no_answer'), halfFix: 'one-download-at-a-time' },
  // A statement shared by every download: the second's iterate() starts it over under the
  // first. Seen inside the server, without resuming the first client (checks.js says why).
  { id: 'rows-not-shared', in: ['task 5', 'checked 5'], says: 'neither changes the rows the other reads', check: check('shared_statement'), halfFix: 'shared-statement' },
  { id: 'abort-not-logged', in: ['task 4', 'checked 4'], says: 'writes no error', check: check('abort_logged'), halfFix: 'pipeline-logs-error' }
]
