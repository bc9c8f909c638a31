'use strict'
// The learner's progress survives damaged files: each is reported, kept aside and repaired from
// what else is known, and nothing about the other exercises is lost.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { runCli, freshHome, messagePiece } = require('./helpers')

function storage (home) {
  const dir = path.join(home, '.config', 'node-perf-workshop')
  fs.mkdirSync(dir, { recursive: true })
  return dir
}

test('a corrupt completed.json is reported and rebuilt from the stored results', async () => {
  const home = freshHome()
  const dir = storage(home)
  fs.writeFileSync(path.join(dir, 'results.json'), JSON.stringify({ measure: { passed: true, date: '2026-11-01' } }))
  fs.writeFileSync(path.join(dir, 'completed.json'), '["measure", "node-e')
  fs.writeFileSync(path.join(dir, 'current.json'), '"node-env"')
  const result = await runCli(['list'], { home })
  assert.strictEqual(result.code, 0, result.output)
  assert.ok(result.output.includes(messagePiece('en', 'progress.corrupt')), result.output)
  assert.match(result.stdout, /1\. .*\[COMPLETED\]/)
  assert.match(result.stdout, /» +2\. /, 'the current exercise is kept')
  assert.deepStrictEqual(JSON.parse(fs.readFileSync(path.join(dir, 'completed.json'), 'utf8')), ['measure'])
  assert.strictEqual(fs.readdirSync(dir).filter((f) => f.startsWith('completed.json.corrupt-')).length, 1)
  const again = await runCli(['list'], { home })
  assert.ok(!again.output.includes(messagePiece('en', 'progress.corrupt')), 'repaired: reported once')
})

test('a corrupt current.json is reported and the workshop carries on', async () => {
  const home = freshHome()
  const dir = storage(home)
  fs.writeFileSync(path.join(dir, 'current.json'), '{{{')
  fs.writeFileSync(path.join(dir, 'completed.json'), '["measure"]')
  const result = await runCli(['current'], { home })
  assert.ok(result.output.includes(messagePiece('en', 'progress.corrupt')), result.output)
  const listed = await runCli(['list'], { home })
  assert.match(listed.stdout, /1\. .*\[COMPLETED\]/)
})

test('an unreadable progress file is reported, not fatal', async () => {
  const home = freshHome()
  const dir = storage(home)
  fs.mkdirSync(path.join(dir, 'results.json')) // a folder where a file should be: EISDIR
  const result = await runCli(['list'], { home })
  assert.strictEqual(result.code, 0, result.output)
  assert.ok(result.output.includes(messagePiece('en', 'progress.unreadable')), result.output)
})

test('progress that cannot be saved is one sentence, not a stack trace', async () => {
  const home = freshHome()
  const dir = storage(home)
  fs.mkdirSync(path.join(dir, 'current.json')) // select cannot replace a folder with a file
  const result = await runCli(['select', '1'], { home })
  assert.strictEqual(result.code, 1)
  assert.ok(result.output.includes(messagePiece('en', 'progress.unwritable')), result.output)
  assert.doesNotMatch(result.output, /\n\s+at /)
})
