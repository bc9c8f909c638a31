'use strict'
// What problems/14-streaming/problem.en.md requires, each with the check that fails when only it is
// broken, what its FAIL shows, the catalogue half-fix (test/learners/14-streaming/) that breaks it
// alone, and for a bound the submissions just past it (exercises/README.md, "The requirement
// table").
const check = (key) => `exercises.streaming.checks.${key}`

module.exports = [
  { id: 'same-bytes', in: ['task 1', 'checked 1'], says: 'exactly the bytes the starter sends', check: check('csv_differs'), evidence: 'the first line that differs, as sent and as the starter sends it, or the byte where the CSV ends too soon', halfFix: 'no-quoting' },
  {
    id: 'first-byte',
    in: ['task 2', 'checked 2'],
    says: 'streamed as the rows are read',
    check: check('first_byte_late'),
    evidence: 'the most rows read beyond the CSV written, the rows read when the first bytes went out, the total and the bound',
    halfFix: 'content-length-first',
    bounds: [{ value: '5000', past: ['pieces-of-5100-rows'] }]
  },
  {
    id: 'backpressure',
    in: ['task 3', 'checked 3'],
    says: 'respects backpressure',
    check: check('read_ahead'),
    evidence: 'what the client took, the rows read when write() returned false and after, and the MB of CSV read since (the bound)',
    halfFix: 'write-no-drain',
    bounds: [{ value: '2', past: ['own-high-water-mark-2200-kb'] }]
  },
  {
    id: 'abort-reads-no-further',
    in: ['task 4', 'checked 4'],
    says: 'reads no further rows',
    check: check('abort_kept_reading'),
    evidence: 'the rows read after the client left, of the total',
    halfFix: 'close-without-stop',
    bounds: [{ value: '2', none: 'a server stops on the response\'s \'close\' (itself, or through stream.pipeline), reading nothing more, or never does and reads the rest of the table (close-without-stop, 5 MB and more); the 2 MB is room for what a stream had in flight, which no submission fills without reading on' }]
  },
  // A loop that waits for 'drain' after the client left reads no further rows, but keeps the
  // statement's iterator open for ever.
  { id: 'abort-stops', in: ['task 4', 'checked 4'], says: 'leaves no statement\'s iterator open', check: check('abort_left_open'), evidence: 'how many iterators were left open after the client left', halfFix: 'drain-ignores-close' },
  { id: 'abort-keeps-running', in: ['task 4', 'checked 4'], says: 'keeps running', check: check('abort_crashed'), evidence: 'how the server ended: its exit code or signal', halfFix: 'await-pipeline-unhandled' },
  { id: 'two-at-once', in: ['task 5', 'checked 5'], says: 'another is served whole', check: check('second_no_answer'), evidence: 'the path and the seconds the second client waited with no answer', halfFix: 'one-download-at-a-time' },
  // A statement shared by every download: the second's iterate() starts it over under the
  // first. Seen inside the server, without resuming the first client (checks.js says why).
  { id: 'rows-not-shared', in: ['task 5', 'checked 5'], says: 'neither changes the rows the other reads', check: check('shared_statement'), evidence: 'the path, and that the second download ran the statement the first was still reading', halfFix: 'shared-statement' },
  { id: 'abort-not-logged', in: ['task 4', 'checked 4'], says: 'writes no error', check: check('abort_logged'), evidence: 'the first line of the error the server wrote with its stack', halfFix: 'pipeline-logs-error' }
]
