'use strict'
// The quick entries of the learner catalogue (test/learners/), through the real CLI: each gets the
// verdict it must get, a FAIL names its reason, and nothing is left running. All entries, with
// times over many runs, are in `node bench/verdicts.js`.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { verifyWith, assertSays } = require('./exercises/verdicts')
const { allEntries, prepareEntry } = require('./learners')

for (const entry of allEntries().filter((e) => e.quick)) {
  test(`${entry.exercise.folder}/${entry.name}: ${entry.verdict} (${entry.why})`, async (t) => {
    const file = prepareEntry(entry)
    t.after(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }))
    const result = await verifyWith(t, { id: entry.exercise.id, file, timeoutMs: 90000 })
    assert.strictEqual(result.code, entry.expectedExit, result.output)
    if (entry.reason) assertSays(result, 'en', entry.reason)
  })
}
