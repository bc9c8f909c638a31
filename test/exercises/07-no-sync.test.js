'use strict'
// 07-no-sync: verdicts, and half a fix is named call by call.
const test = require('node:test')
const assert = require('node:assert')
const { verdictTests, assertFixtureFails } = require('./verdicts')

// The starter calls crypto.pbkdf2Sync and fs.readFileSync for every download.
verdictTests({ id: 'no-sync', reason: 'exercises.no-sync.checks.sync_calls', langs: ['zh-cn'] })

test('07-no-sync: a server that still reads the map synchronously FAILs, naming fs.readFileSync only', async (t) => {
  const result = await assertFixtureFails(t, { id: 'no-sync', file: 'still-reads-sync.js', reason: 'exercises.no-sync.checks.sync_calls' })
  assert.match(result.output, /fs\.readFileSync ×15/)
  assert.doesNotMatch(result.output, /pbkdf2Sync|openSync/)
})
