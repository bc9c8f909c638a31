'use strict'
// 07-no-sync: verdicts, and half a fix is named call by call.
const test = require('node:test')
const assert = require('node:assert')
const path = require('node:path')
const { verdictTests } = require('./verdicts')
const { runCli, freshHome, selectExercise, assertNothingLeft, messagePiece, ROOT } = require('../helpers')
const { findExercise } = require('../../lib/exercises')

// The starter calls crypto.pbkdf2Sync and fs.readFileSync for every download.
verdictTests({ id: 'no-sync', reason: 'exercises.no-sync.checks.sync_calls', langs: ['zh-cn'] })

test('07-no-sync: a server that still reads the map synchronously FAILs, naming fs.readFileSync only', async (t) => {
  const home = freshHome()
  await selectExercise(home, findExercise('no-sync').number)
  const result = await runCli(['verify', path.join(ROOT, 'test', 'fixtures', '07-no-sync', 'still-reads-sync.js')], { home })
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(result.output.includes(messagePiece('en', 'exercises.no-sync.checks.sync_calls')), result.output)
  assert.match(result.output, /fs\.readFileSync ×5/)
  assert.doesNotMatch(result.output, /pbkdf2Sync|openSync/)
  await assertNothingLeft(t, result)
})
