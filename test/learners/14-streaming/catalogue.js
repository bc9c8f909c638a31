'use strict'
// 14-streaming: other ways learners really solve it, and the half-fixes they really stop at
// (exercises/README.md, "The catalogue of learner submissions").
module.exports = [
  { name: 'readable-subclass', verdict: 'PASS', quick: false, why: 'a Readable of its own: _read pushes rows until push() says stop, _destroy closes the iterator, stream.pipeline' },
  { name: 'drain-by-hand', verdict: 'PASS', quick: false, why: 'res.write per batch of rows, waiting for drain or close by hand, the iterator closed in finally' },
  { name: 'readable-from', verdict: 'PASS', quick: false, why: 'Readable.from an async generator of a line per row, stream.pipeline with a callback' },
  { name: 'keyset-pages', verdict: 'PASS', quick: false, why: 'pages of 500 rows by id (keyset), all() of a statement prepared once, an async generator and await pipeline in a try' },
  { name: 'no-quoting', verdict: 'FAIL', reason: 'exercises.streaming.checks.csv_differs', quick: true, why: 'streamed right, the line a plain join: names with a comma or a quote break the CSV' },
  { name: 'content-length-first', verdict: 'FAIL', reason: 'exercises.streaming.checks.first_byte_late', quick: true, why: 'the rows read once to add up a Content-Length, then streamed: nothing is sent until the table has been read' },
  { name: 'write-no-drain', verdict: 'FAIL', reason: 'exercises.streaming.checks.read_ahead', quick: true, why: 'res.write per row as it is read, write()\'s false ignored: the whole file waits in memory for a slow client' },
  { name: 'shared-statement', verdict: 'FAIL', reason: 'exercises.streaming.checks.shared_statement', quick: true, why: 'the starter\'s statement, prepared once, iterated by every download: a second download starts it over under the first' },
  { name: 'tag-store-per-download', verdict: 'PASS', quick: false, minNode: 24, why: 'db.createTagStore() (Node 24 and later), a store of its own per download, its iterate() streamed in 16 KB chunks with await pipeline' },
  { name: 'tag-store-shared', verdict: 'FAIL', reason: 'exercises.streaming.checks.shared_statement', quick: true, minNode: 24, why: 'one db.createTagStore() for the server: it keeps one statement per SQL text, and every download iterates it' },
  { name: 'one-download-at-a-time', verdict: 'FAIL', reason: 'exercises.streaming.checks.second_no_answer', quick: false, why: 'the starter\'s statement, the downloads taking turns with it: while one client reads slowly, the next gets no answer' },
  { name: 'close-without-stop', verdict: 'FAIL', reason: 'exercises.streaming.checks.abort_kept_reading', quick: false, why: 'waits for drain or close whenever the response needs to drain, and after close reads the rest of the table for nobody' },
  { name: 'drain-ignores-close', verdict: 'FAIL', reason: 'exercises.streaming.checks.abort_left_open', quick: false, why: 'res.write and await once(res, \'drain\'): right until a client leaves, then the loop waits forever with the iterator open' },
  { name: 'await-pipeline-unhandled', verdict: 'FAIL', reason: 'exercises.streaming.checks.abort_crashed', quick: true, why: 'await pipeline() in the handler, no catch: a cancelled download is an unhandled rejection that ends the process' },
  { name: 'pipeline-logs-error', verdict: 'FAIL', reason: 'exercises.streaming.checks.abort_logged', quick: false, why: 'the stream docs\' pipeline callback: every cancelled download logs an error with its stack' },
  { name: 'pieces-of-5100-rows', verdict: 'FAIL', reason: 'exercises.streaming.checks.first_byte_late', quick: true, why: 'the header yielded first (the first byte goes out before any row is read), then pieces of 5,100 rows: 100 rows past the 5,000 the server may read ahead of what it wrote' },
  { name: 'own-high-water-mark-2200-kb', verdict: 'FAIL', reason: 'exercises.streaming.checks.read_ahead', quick: true, why: "res.write per batch of 200 rows, and once write() has said false, 2.2 MB more written before waiting for 'drain' (a high-water mark of its own): past the 2 MB" },
  { name: 'pieces-of-10000-rows', verdict: 'FAIL', reason: 'exercises.streaming.checks.first_byte_late', quick: false, why: 'a generator in stream.pipeline that yields pieces of 10,000 rows (about 0.9 MB): the first bytes go out after 10,000 rows' }
]
