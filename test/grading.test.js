'use strict'
// What grade grades and what it says of the rest (lib/grading/folders.js), the reports' files
// (lib/grading/outputs.js) and the environment of a program under grade
// (lib/harness/environment.js), without running a server: test/grade.test.js runs grade itself.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { exerciseFolders, roomLearners, nearMiss } = require('../lib/grading/folders')
const { requestedOutputs, createOutputs } = require('../lib/grading/outputs')
const { createDocument, record, finish } = require('../lib/reporters/document')
const { unrunResult } = require('../lib/reporters/results')
const { programEnvironment, runUntrustedCode, PASSED } = require('../lib/harness/environment')
const { createTranslator } = require('../lib/i18n')
const { listExercises, findExercise } = require('../lib/exercises')

const t = createTranslator('en')

function folderWith (names) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-folders-'))
  for (const name of names) fs.mkdirSync(path.join(dir, name))
  return dir
}

test('a folder almost named as an exercise\'s is that exercise\'s near miss', () => {
  const exercises = listExercises()
  const idOf = (name) => (nearMiss(name, exercises) || {}).folder || null
  assert.deepStrictEqual(['05-Gzip', '05_gzip', '05-压缩', 'gzip', '05-gzp', '05 GZIP', '12_N_Plus_One', 'docs', 'node', '99-zzz-yyy'].map(idOf),
    ['05-gzip', '05-gzip', '05-gzip', '05-gzip', '05-gzip', '05-gzip', '12-n-plus-one', null, null, null])
})

test('grade grades the folders named as exercises, names the near misses with the name they should have, and both of two folders', (t2) => {
  const dir = folderWith(['05-Gzip', '05_gzip', '05-压缩', '7-n-plus-one', '99-n-plus-one', '11-memory-leak', '03-cache-json', 'node_modules', '.git', 'docs', '42-nothing'])
  t2.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  const { entries, notes } = exerciseFolders(dir, { t })
  const entry = (id) => entries.find((e) => e.exercise.folder === id)
  assert.strictEqual(entries.length, listExercises().length)
  assert.deepStrictEqual(entries.filter((e) => e.dir).map((e) => e.folder), ['03-cache-json', '11-memory-leak', '7-n-plus-one'])
  assert.strictEqual(entry('12-n-plus-one').file, '7-n-plus-one/server.js')
  assert.deepStrictEqual(entry('12-n-plus-one').notes.map((n) => n.kind), ['duplicate'])
  assert.match(entry('12-n-plus-one').notes[0].message, /7-n-plus-one\/, 99-n-plus-one\/\. Only 7-n-plus-one\/ is graded/)
  assert.strictEqual(entry('05-gzip').dir, null)
  assert.deepStrictEqual(entry('05-gzip').notes.map((n) => n.message), ['05-Gzip', '05-压缩', '05_gzip'].map((folder) => t('grade.near_miss', { folder, number: 5, expected: '05-gzip' })))
  assert.deepStrictEqual(notes.map((n) => [n.kind, n.folder]), [['unknown', '42-nothing']])
})

test('of two folders for one exercise, the one named as the manifest names it is graded; a renumbered one is said', (t2) => {
  const dir = folderWith(['5-gzip', '05-gzip', '6-cluster'])
  t2.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  const { entries } = exerciseFolders(dir, { t })
  const entry = (id) => entries.find((e) => e.exercise.folder === id)
  assert.strictEqual(entry('05-gzip').folder, '05-gzip')
  assert.match(entry('05-gzip').notes[0].message, /Only 05-gzip\/ is graded/)
  assert.strictEqual(entry('06-cluster').folder, '6-cluster')
  assert.deepStrictEqual(entry('06-cluster').notes.map((n) => n.kind), ['renumbered'])
})

test('a room is one folder per learner, named as the learner; its paths are the room\'s', (t2) => {
  const room = folderWith(['alice', 'bob', '<img src=x onerror=alert(1)>', '.hidden'])
  t2.after(() => fs.rmSync(room, { recursive: true, force: true }))
  fs.mkdirSync(path.join(room, 'alice', '12-n-plus-one'))
  assert.deepStrictEqual(roomLearners(room).map((l) => l.name), ['<img src=x onerror=alert(1)>', 'alice', 'bob'])
  const { entries } = exerciseFolders(path.join(room, 'alice'), { t, root: room })
  assert.strictEqual(entries.find((e) => e.dir).file, 'alice/12-n-plus-one/server.js')
  assert.throws(() => roomLearners(path.join(room, 'nope')), (error) => error.key === 'grade.no_folder' && error.constructor.name === 'UsageError')
  assert.throws(() => roomLearners(path.join(room, 'bob')), (error) => error.key === 'grade.empty_room')
})

test('the report files: written whole before grading, again after each exercise, never half; a flag without its file is a usage error', (t2) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-outputs-'))
  t2.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  assert.throws(() => requestedOutputs({ junit: true }), (error) => error.key === 'grade.missing_file' && error.params.flag === 'junit')
  assert.throws(() => requestedOutputs({ reporter: 'xml' }), (error) => error.key === 'reporter.unknown')
  const requested = requestedOutputs({ junit: path.join(dir, 'grade.xml'), json: path.join(dir, 'grade.json'), html: path.join(dir, 'room.html') })
  const exercise = findExercise('n-plus-one')
  const doc = createDocument({ command: 'grade', t, lang: 'en', learners: [{ name: null, folder: 'work', notes: [], entries: [{ exercise, dir: 'work/12-n-plus-one', notes: [] }] }] })
  const outputs = createOutputs(requested, { t, write: () => assert.fail('nothing on stdout') })
  outputs.start(doc)
  const started = JSON.parse(fs.readFileSync(path.join(dir, 'grade.json'), 'utf8'))
  assert.deepStrictEqual([started.complete, started.learners[0].exercises[0].status], [false, 'not-run'])
  assert.match(fs.readFileSync(path.join(dir, 'room.html'), 'utf8'), /http-equiv="refresh"/)
  record(doc, 0, 0, unrunResult({ exercise, t, status: 'not-attempted' }))
  finish(doc)
  outputs.end(doc)
  assert.strictEqual(JSON.parse(fs.readFileSync(path.join(dir, 'grade.json'), 'utf8')).complete, true)
  assert.doesNotMatch(fs.readFileSync(path.join(dir, 'room.html'), 'utf8'), /http-equiv="refresh"/)
  assert.deepStrictEqual(fs.readdirSync(dir).sort(), ['grade.json', 'grade.xml', 'room.html'], 'no temporary file left')
  const unwritable = createOutputs(requestedOutputs({ junit: path.join(dir, 'no', 'such', 'grade.xml') }), { t })
  assert.throws(() => unwritable.start(doc), (error) => error.key === 'grade.cannot_write')
})

test('under grade a program gets the allow-listed variables, a HOME of its own, and what the workshop passes; never the grader\'s others', () => {
  process.env.NPW_TEST_GRADER_SECRET = 'ghp_secret'
  try {
    const trusted = programEnvironment({ PORT: '1234' })
    assert.strictEqual(trusted.env.NPW_TEST_GRADER_SECRET, 'ghp_secret', 'verify runs the learner\'s own code in their own environment')
    runUntrustedCode()
    const { env, cleanup } = programEnvironment({ PORT: '1234', NODE_PATH: '/x' })
    assert.strictEqual(env.NPW_TEST_GRADER_SECRET, undefined)
    assert.deepStrictEqual([env.PORT, env.NODE_PATH, env.PATH], ['1234', '/x', process.env.PATH])
    assert.notStrictEqual(env.HOME, os.homedir())
    assert.ok(fs.statSync(env.HOME).isDirectory())
    for (const name of Object.keys(env)) assert.ok(PASSED.has(name.toUpperCase()) || /^LC_/.test(name) || ['HOME', 'PORT', 'NODE_PATH'].includes(name), name)
    cleanup()
    assert.strictEqual(fs.existsSync(env.HOME), false, 'its HOME is removed after')
  } finally {
    delete process.env.NPW_TEST_GRADER_SECRET
  }
})

test('the CI recipes try an inconclusive grade (exit 2) three times, then fail; a FAIL or a PASS once', async (t2) => {
  const { recipes, runJob, INSTALL } = require('./recipes')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-retry-'))
  t2.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  // The workshop's command, as a stub that counts its calls and exits as asked.
  fs.writeFileSync(path.join(dir, 'node-perf-workshop'), '#!/bin/sh\necho call >> "$CALLS"\nexit "$STUB_EXIT"\n', { mode: 0o755 })
  for (const [ci, job] of Object.entries(recipes('en'))) {
    for (const [exit, calls] of [[2, 3], [1, 1], [0, 1]]) {
      const callsFile = path.join(dir, `${ci}-${exit}.calls`)
      const run = await runJob(job, {
        cwd: dir,
        env: { PATH: `${dir}:${process.env.PATH}`, STUB_EXIT: String(exit), CALLS: callsFile },
        replace: (script) => script.replace(INSTALL, ': installed')
      })
      assert.strictEqual(run.code, exit, `${ci}, grade exiting ${exit}:\n${run.output}`)
      assert.strictEqual(fs.readFileSync(callsFile, 'utf8').split('\n').filter(Boolean).length, calls, `${ci}, grade exiting ${exit}`)
    }
  }
})
