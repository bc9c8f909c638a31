'use strict'
// Which exercise a learner's file is checked as: the folder it is in wins over the selection,
// and the learner is told so; a file outside any exercise's folder is checked as the selected one.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { exerciseOfFile } = require('../lib/verify/submission')
const { findExercise } = require('../lib/exercises')
const { runCli, freshHome, selectExercise, messagePiece, ROOT } = require('./helpers')

const temporary = () => fs.mkdtempSync(path.join(os.tmpdir(), 'npw-submission-'))
const folderOf = (file) => {
  const found = exerciseOfFile(file)
  return found && found.exercise.folder
}

test('a file in a folder named like an exercise\'s belongs to that exercise, however deep', () => {
  assert.strictEqual(folderOf('/home/ana/work/04-hapi-podium/server.js'), '04-hapi-podium')
  assert.strictEqual(folderOf('/home/ana/work/04-hapi-podium/plugins/audit.js'), '04-hapi-podium')
  assert.strictEqual(folderOf('/home/ana/11-memory-leak/04-hapi-podium/server.js'), '04-hapi-podium', 'the nearest folder wins')
  assert.strictEqual(folderOf('/home/ana/12-hapi-podium/server.js'), '04-hapi-podium', 'by id: a folder made before a renumbering')
  assert.deepStrictEqual(exerciseOfFile('/w/04-hapi-podium/server.js').folder, '04-hapi-podium')
  assert.strictEqual(folderOf(path.join(ROOT, 'solutions', '11-memory-leak', 'server.js')), '11-memory-leak')
  assert.strictEqual(folderOf(path.join(ROOT, 'exercises', '02-node-env', 'starter', 'server.js')), '02-node-env')
})

test('a folder whose name names no exercise says nothing, unless it holds only one starter\'s own files', () => {
  assert.strictEqual(folderOf('/home/ana/work/server.js'), null)
  assert.strictEqual(folderOf('/home/ana/04-something-else/server.js'), null)
  const dir = temporary()
  try {
    fs.cpSync(findExercise(11).starterDir, path.join(dir, 'leak'), { recursive: true })
    fs.cpSync(findExercise(4).starterDir, path.join(dir, 'hapi'), { recursive: true })
    const leak = exerciseOfFile(path.join(dir, 'leak', 'server.js'))
    assert.strictEqual(leak.exercise.folder, '11-memory-leak')
    assert.ok(['card.js', 'products.js'].includes(leak.marker), leak.marker)
    assert.strictEqual(folderOf(path.join(dir, 'hapi', 'server.js')), '04-hapi-podium')
    assert.strictEqual(folderOf(path.join(dir, 'hapi', 'plugins', 'mine.js')), '04-hapi-podium', 'from the folder above')
    // Files shared by two starters (04's and 05's data/trails.json) or common names say nothing.
    fs.cpSync(findExercise(5).starterDir, path.join(dir, 'gzip'), { recursive: true })
    assert.strictEqual(folderOf(path.join(dir, 'gzip', 'server.js')), null)
    // Every file of two exercises' starters in one folder: no guess.
    fs.cpSync(path.join(dir, 'hapi'), path.join(dir, 'leak'), { recursive: true })
    assert.strictEqual(folderOf(path.join(dir, 'leak', 'server.js')), null)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('verify 04-hapi-podium/server.js with exercise 11 selected checks exercise 4, and says so', async () => {
  const home = freshHome()
  const cwd = temporary()
  try {
    await selectExercise(home, 11)
    fs.mkdirSync(path.join(cwd, '04-hapi-podium'))
    // It does not parse: verify stops before starting anything, after the heading.
    fs.writeFileSync(path.join(cwd, '04-hapi-podium', 'server.js'), 'const = 1\n')
    for (const lang of ['en', 'zh-cn', 'ko']) {
      const result = await runCli(['verify', '04-hapi-podium/server.js', '--lang', lang], { home, cwd })
      assert.strictEqual(result.code, 1, result.output)
      assert.ok(result.stdout.includes(messagePiece(lang, 'submission.exercise_folder_not_selected')), result.output)
      const heading = require('../lib/i18n').createTranslator(lang)('verify.heading', { number: 4, title: require('../lib/i18n').createTranslator(lang)('exercises.hapi-podium.title') })
      assert.ok(result.stdout.startsWith(heading), `the heading names exercise 4:\n${result.output}`)
    }
    // The selection stays: it is the learner's to change.
    const current = await runCli(['current'], { home, cwd })
    assert.match(current.stdout, /11/)
    // Outside any exercise's folder, the selected exercise is checked, as before.
    fs.writeFileSync(path.join(cwd, 'server.js'), 'const = 1\n')
    const outside = await runCli(['verify', 'server.js'], { home, cwd })
    assert.ok(outside.stdout.startsWith('Exercise 11:'), outside.output)
    assert.ok(!outside.stdout.includes(messagePiece('en', 'submission.exercise_folder')), outside.output)
  } finally {
    fs.rmSync(cwd, { recursive: true, force: true })
  }
})
