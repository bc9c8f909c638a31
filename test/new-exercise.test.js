'use strict'
// The scaffolder (scripts/new-exercise.js), tried as a new contributor would in a throw-away copy
// of the workshop: right after it, the structural check passes and lists what is still to write
// (exit code 2: a draft fails npm test and CI); removing it leaves no trace in git.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { spawnSync, execFileSync } = require('node:child_process')
const { copyWorkshop } = require('./helpers')
const { listExercises } = require('../lib/exercises')

// The scaffolder numbers a new exercise after the last one of the manifest.
const count = listExercises().length + 1
const DEMO = `${String(count).padStart(2, '0')}-demo`

const run = (root, script, args = []) => spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, encoding: 'utf8' })
const git = (root, ...args) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: root, encoding: 'utf8' })

for (const kind of ['server', 'client']) {
  test(`new-exercise NN-demo --kind ${kind}: the structure passes with a to-do list, and --remove leaves git status clean`, () => {
    const root = copyWorkshop()
    try {
      git(root, 'init', '-q')
      git(root, 'add', '-A')
      git(root, 'commit', '-qm', 'the workshop as it was')
      const made = run(root, 'new-exercise.js', [DEMO, '--kind', kind])
      assert.strictEqual(made.status, 0, made.stderr)

      const checked = run(root, 'check.js')
      assert.strictEqual(checked.status, 2, checked.stdout)
      assert.match(checked.stdout, new RegExp(`^structure ok: \\d+ rules, ${count} exercises`))
      assert.doesNotMatch(checked.stdout, /✗/, 'nothing broken')
      const todos = checked.stdout.split('\n').filter((line) => line.startsWith('  ☐ '))
      for (const file of [`exercises/${DEMO}/spec.js`, `exercises/${DEMO}/functional.js`, `problems/${DEMO}/problem.en.md`, `problems/${DEMO}/hints.en.md`, `problems/${DEMO}/messages.en.json`, `test/learners/${DEMO}/catalogue.js`, 'bench/figures.json', 'README.md', 'docs/INSTRUCTOR.md']) {
        assert.ok(todos.some((line) => line.startsWith(`  ☐ ${file}:`)), `a to-do for ${file}:\n${checked.stdout}`)
      }
      assert.ok(todos.some((line) => line.includes(`[stamps] problems/${DEMO}/problem.ko.md does not record the English`)), 'the translations are listed as not stamped yet')
      assert.match(checked.stdout, /not ready for main \(exit code 2/)
      const translations = run(root, 'translations.js')
      assert.match(translations.stdout, new RegExp(`problems/${DEMO}/problem\\.zh-cn\\.md`), 'the translation tool lists them')

      const removed = run(root, 'new-exercise.js', ['--remove', DEMO])
      assert.strictEqual(removed.status, 0, removed.stderr)
      assert.strictEqual(git(root, 'status', '--porcelain'), '', 'no trace left')
      assert.strictEqual(run(root, 'check.js').status, 0)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
}

test('a broken draft is broken, not a to-do: a misspelt spec field still fails with exit code 1', () => {
  const root = copyWorkshop()
  try {
    assert.strictEqual(run(root, 'new-exercise.js', [DEMO]).status, 0)
    const spec = path.join(root, 'exercises', DEMO, 'spec.js')
    fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace("  reading: 'demo',", "  readng: 'demo',"))
    const checked = run(root, 'check.js')
    assert.strictEqual(checked.status, 1, checked.stdout)
    assert.match(checked.stdout, new RegExp(`✗ \\[spec-fields\\] exercises/${DEMO}/spec\\.js exports "readng", which is not a spec field \\(did you mean "reading"\\?\\)`))
    assert.match(checked.stdout, /and \d+ to-dos of a draft, listed once the structure holds/)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
