'use strict'
// 14-streaming's preload (spec.preload), loaded into the learner's server and each of its worker
// threads by verify and run. It counts, in every thread, what the server reads from node:sqlite
// and what it leaves open:
//   rows       rows a statement handed to the server (an iterate() iterator's next(), all()'s
//              array, get()'s row), the moment they are handed over;
//   iterators  iterate() iterators opened and not yet closed (run to their end, or return());
//   restarts   times a statement was run again (iterate(), all(), get()) while an iterator of it
//              was still open: node:sqlite starts the statement over, and that iterator's rows
//              go wrong (Node 22: they start over from the top; Node 24 and 26: it throws);
// and, on the main thread (the one that writes responses), for the first response since `begin`:
//   firstByteRows  the rows read when it first handed body bytes to Node (res.write or res.end
//                  with something in it);
//   ahead          the most rows read beyond the CSV rows it had written, each time it wrote body
//                  bytes (the first time included): rows read and kept, not yet sent on;
//   falseRows      the rows read when its write() returned false, the first time since its last
//                  'drain' (null: none pending): what it reads after that waits in its memory,
//                  whatever the operating system's buffers took before.
// The counts are shared counters (lib/kit/counter.js): a worker thread adds to the same cells.
// Only the main thread serves the socket (NPW_ROWS_SOCKET): `begin` starts a new download's
// counts, `read` gives them without resetting.
//
// node:sqlite is wrapped when the learner's code loads it (require, import, getBuiltinModule),
// never before (lib/kit/sqlite-hooks.js): on Node 22 loading it prints an ExperimentalWarning,
// which must come from the learner's server only if the learner's code uses SQLite, never from
// the workshop.
const http = require('node:http')
const { isMainThread } = require('node:worker_threads')
const { serveCounter, shareCounters, sharedCounters } = require('../../lib/kit/counter')
const { watchForSqlite, around, watchTagStores, tagStoreStatements } = require('../../lib/kit/sqlite-hooks')

const FIELDS = ['rows', 'iterators', 'restarts', 'responses']

const socketPath = process.env.NPW_ROWS_SOCKET
const counters = isMainThread
  ? (socketPath ? shareCounters('rows', FIELDS) : null)
  : sharedCounters('rows')

if (counters) {
  watchForSqlite(wrapSqlite)
  if (isMainThread) {
    // The first response since `begin`, and what it wrote: null until it writes body bytes.
    let first = null
    const started = new WeakSet()
    const rowsRead = () => counters.read().rows
    const bodyWrite = (res, chunk) => {
      if (chunk == null || chunk.length === 0 || typeof chunk === 'function') return
      if (!started.has(res)) {
        started.add(res)
        counters.add('responses')
        if (first === null) {
          first = { res, firstByteRows: rowsRead(), lines: 0, ahead: 0, falseRows: null }
          res.on('drain', () => { if (first && first.res === res) first.falseRows = null })
        }
      }
      if (first === null || first.res !== res) return
      // Rows read beyond those written (the header is the first line written).
      first.ahead = Math.max(first.ahead, rowsRead() - Math.max(0, first.lines - 1))
      first.lines += newlines(chunk)
    }
    for (const name of ['write', 'end']) {
      const original = http.ServerResponse.prototype[name]
      http.ServerResponse.prototype[name] = {
        [name] (chunk, ...rest) {
          bodyWrite(this, chunk)
          const result = original.call(this, chunk, ...rest)
          if (name === 'write' && result === false && first && first.res === this && first.falseRows === null) first.falseRows = rowsRead()
          return result
        }
      }[name]
    }
    serveCounter(socketPath, {
      begin: () => {
        // Iterators still open stay counted: one left open by an earlier download is still open.
        counters.reset({ keep: ['iterators'] })
        first = null
        return { ok: true }
      },
      read: () => ({
        ...counters.read(),
        firstByteRows: first && first.firstByteRows,
        ahead: first && first.ahead,
        falseRows: first && first.falseRows
      })
    })
  }
}

// The line ends in a chunk of the body (a string or bytes).
function newlines (chunk) {
  if (typeof chunk === 'string') {
    let count = 0
    for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) count++
    return count
  }
  if (!ArrayBuffer.isView(chunk)) return 0
  const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  let count = 0
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) count++
  return count
}

function wrapSqlite ({ DatabaseSync, StatementSync }) {
  // The iterators of each statement that are open now (this thread's statements).
  const openIterators = new WeakMap()
  const openOf = (statement) => openIterators.get(statement) || 0

  // The reads of a prepared statement, and of a tag store (Node 24 and later:
  // db.createTagStore()), which prepares and caches a statement per SQL text itself.
  wrapReads(StatementSync.prototype, (statement) => statement)
  const tagStatementOf = tagStoreStatements()
  watchTagStores(DatabaseSync, {
    wrapMethods: (prototype) => wrapReads(prototype, (store, [strings]) => tagStatementOf(store, strings).statement)
  })

  // all(), get() and iterate() of `proto`, whose statement is statementOf(this, args): each
  // counts a statement run again while an iterator of it is open, then what it read.
  function wrapReads (proto, statementOf) {
    const read = (name, counted) => around(proto, name, {
      before: (self, args) => {
        const statement = statementOf(self, args)
        if (openOf(statement) > 0) counters.add('restarts')
        return statement
      },
      after: (self, result, args, statement) => counted(result, statement)
    })
    read('all', (rows) => {
      if (Array.isArray(rows)) counters.add('rows', rows.length)
    })
    read('get', (row) => {
      if (row !== undefined) counters.add('rows')
    })
    // The iterator's own next() and return() are wrapped on the object: what the learner gets is
    // still node:sqlite's iterator (its prototype, its methods' names).
    read('iterate', (iterator, statement) => {
      if (!iterator || typeof iterator.next !== 'function') return
      counters.add('iterators')
      openIterators.set(statement, openOf(statement) + 1)
      let open = true
      const close = () => {
        if (open) {
          counters.add('iterators', -1)
          openIterators.set(statement, openOf(statement) - 1)
        }
        open = false
      }
      const step = iterator.next
      const finish = iterator.return
      Object.defineProperty(iterator, 'next', {
        configurable: true,
        writable: true,
        value: function next (...args) {
          let result
          try {
            result = step.apply(this, args)
          } catch (error) {
            close()
            if (error instanceof Error) Error.captureStackTrace(error, iterator.next)
            throw error
          }
          if (result && result.done) close()
          else counters.add('rows')
          return result
        }
      })
      if (typeof finish === 'function') {
        Object.defineProperty(iterator, 'return', {
          configurable: true,
          writable: true,
          value: function return_ (...args) {
            close()
            return finish.apply(this, args)
          }
        })
      }
    })
  }
}
