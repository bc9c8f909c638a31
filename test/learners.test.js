'use strict'
// The quick entries of the learner catalogue (test/learners/), through the real CLI: each gets the
// verdict it must get, a FAIL names its reason, and nothing is left running. All entries, with
// times over many runs, are in `node bench/verdicts.js`.
// A test's name is the entry's name and verdict only: `npm test` prints every name, and an
// entry's `why` describes a way to solve the exercise. It is said only when the entry fails.
const { test, describe, it } = require('node:test')
const assert = require('node:assert')
const { verifyWith } = require('./exercises/verdicts')
const { allEntries, prepareEntry, testName, namesReason, reasonNamed } = require('./learners')
const { messagePiece } = require('./helpers')

test('the names printed for the catalogue say no entry\'s why', () => {
  for (const entry of allEntries()) {
    assert.ok(entry.why && !testName(entry).includes(entry.why), testName(entry))
    assert.match(testName(entry), /^\d\d-[a-z-]+\/[\w.-]+: (PASS|FAIL)$/)
  }
})

// Two at a time: each is decided by a deterministic check before any speed check, so none needs
// the CPU to itself, and one after another they were the light lane's longest file (58 entries,
// 312 s on 2 cores).
describe('the catalogue\'s quick entries', { concurrency: 2 }, () => {
  for (const entry of allEntries().filter((e) => e.quick)) {
    it(testName(entry), { skip: !entry.runsHere && `written for Node.js ${entry.minNode} and later` }, async (t) => {
      const { file, cleanup } = prepareEntry(entry)
      t.after(cleanup)
      const result = await verifyWith(t, { id: entry.exercise.id, file, timeoutMs: 90000 })
      assert.strictEqual(result.code, entry.expectedExit, `${entry.why}\n${result.output}`)
      if (entry.reason) assert.ok(namesReason(entry, result.stdout), `"${messagePiece('en', entry.reason)}"${entry.orReason ? ` or "${messagePiece('en', entry.orReason)}"` : ''} in:\n${result.output}`)
      // The evidence beside the reason: what was expected and what was seen.
      const shows = entry.shows && entry.shows[reasonNamed(entry, result.stdout)]
      if (shows) assert.match(result.stdout, shows, `${entry.why}\n${result.output}`)
    })
  }
})
