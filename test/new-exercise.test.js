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

const run = (root, script, args = []) => spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, encoding: 'utf8' })
const git = (root, ...args) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: root, encoding: 'utf8' })

for (const kind of ['server', 'client']) {
  test(`new-exercise 12-demo --kind ${kind}: the structure passes with a to-do list, and --remove leaves git status clean`, () => {
    const root = copyWorkshop()
    try {
      git(root, 'init', '-q')
      git(root, 'add', '-A')
      git(root, 'commit', '-qm', 'the workshop as it was')
      const made = run(root, 'new-exercise.js', ['12-demo', '--kind', kind])
      assert.strictEqual(made.status, 0, made.stderr)

      const checked = run(root, 'check.js')
      assert.strictEqual(checked.status, 2, checked.stdout)
      assert.match(checked.stdout, /^structure ok: \d+ rules, 12 exercises/)
      assert.doesNotMatch(checked.stdout, /✗/, 'nothing broken')
      const todos = checked.stdout.split('\n').filter((line) => line.startsWith('  ☐ '))
      for (const file of ['exercises/12-demo/spec.js', 'exercises/12-demo/functional.js', 'problems/12-demo/problem.en.md', 'problems/12-demo/hints.en.md', 'problems/12-demo/messages.en.json', 'test/learners/12-demo/catalogue.js', 'bench/figures.json', 'README.md', 'docs/INSTRUCTOR.md']) {
        assert.ok(todos.some((line) => line.startsWith(`  ☐ ${file}:`)), `a to-do for ${file}:\n${checked.stdout}`)
      }
      assert.ok(todos.some((line) => line.includes('[stamps] problems/12-demo/problem.ko.md does not record the English')), 'the translations are listed as not stamped yet')
      assert.match(checked.stdout, /not ready for main \(exit code 2/)
      const translations = run(root, 'translations.js')
      assert.match(translations.stdout, /problems\/12-demo\/problem\.zh-cn\.md/, 'the translation tool lists them')

      const removed = run(root, 'new-exercise.js', ['--remove', '12-demo'])
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
    assert.strictEqual(run(root, 'new-exercise.js', ['12-demo']).status, 0)
    const spec = path.join(root, 'exercises', '12-demo', 'spec.js')
    fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace("  reading: 'demo',", "  readng: 'demo',"))
    const checked = run(root, 'check.js')
    assert.strictEqual(checked.status, 1, checked.stdout)
    assert.match(checked.stdout, /✗ \[spec-fields\] exercises\/12-demo\/spec\.js exports "readng", which is not a spec field \(did you mean "reading"\?\)/)
    assert.match(checked.stdout, /and \d+ to-dos of a draft, listed once the structure holds/)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
