'use strict'
// The commands (docs/ARCHITECTURE.md, "Commands") through the real CLI, including the
// workshopper-adventure 7.0.0 defects the workshop works around.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const os = require('node:os')
const { runCli, freshHome, selectExercise, printedCommand } = require('./helpers')
const { createTranslator } = require('../lib/i18n')
const { listExercises } = require('../lib/exercises')

const en = createTranslator('en')
const titleOf = (lang, id) => createTranslator(lang)(`exercises.${id}.title`)
const current = (home) => JSON.parse(fs.readFileSync(path.join(home, '.config', 'node-perf-workshop', 'current.json'), 'utf8'))

test('list works without a TTY and numbers the exercises from 1', async () => {
  const result = await runCli(['list'])
  assert.strictEqual(result.code, 0, result.output)
  for (const exercise of listExercises()) {
    assert.ok(result.stdout.includes(`${exercise.number}. ${titleOf('en', exercise.id)}\n`), result.stdout)
  }
})

test('the menu without a TTY prints the plain list instead of crashing on setRawMode', async () => {
  const result = await runCli([])
  assert.strictEqual(result.code, 0, result.output)
  assert.doesNotMatch(result.output, /setRawMode|TypeError/)
  assert.ok(result.stdout.includes(en('menu.no_tty', { name: printedCommand() })))
  assert.ok(result.stdout.includes(titleOf('en', 'node-env')))
})

test('update is gone: it would have run npm install -g without asking', async () => {
  const result = await runCli(['update'])
  assert.strictEqual(result.code, 1)
  assert.ok(result.output.includes(en('cli.unknown_command', { command: 'update', name: printedCommand() })))
  assert.doesNotMatch(result.output, /npm install/)
})

test('a flag the command does not read is a command given wrongly, in one sentence: grade --route exits 3 as grade given wrongly does, list --foo 1; nothing runs', async () => {
  const grade = await runCli(['grade', '--route', 'GET /', '--lang', 'zh-cn'])
  assert.strictEqual(grade.code, 3, grade.output)
  assert.strictEqual(grade.output.trim(), createTranslator('zh-cn')('cli.flag_not_for', { flag: 'route', command: 'grade', name: printedCommand() }))
  const list = await runCli(['list', '--foo'])
  assert.strictEqual(list.code, 1, list.output)
  assert.strictEqual(list.output.trim(), en('cli.flag_not_for', { flag: 'foo', command: 'list', name: printedCommand() }))
  const ok = await runCli(['print', '4', '-l', 'ko'])
  assert.strictEqual(ok.code, 0, 'a global flag, short, is every command\'s')
})

test('an unknown command says so instead of opening the menu', async () => {
  const result = await runCli(['verfy', 'server.js'])
  assert.strictEqual(result.code, 1)
  assert.match(result.output, /"verfy"/)
})

test('select takes a number from the list, an id or a folder name', async () => {
  const home = freshHome()
  for (const [specifier, id] of [['2', 'node-env'], ['measure', 'measure'], ['02-node-env', 'node-env']]) {
    const result = await runCli(['select', specifier], { home })
    assert.strictEqual(result.code, 0, result.output)
    assert.strictEqual(current(home), id)
    assert.ok(result.stdout.includes(titleOf('en', id)))
  }
  const missing = await runCli(['select', '99'], { home })
  assert.strictEqual(missing.code, 1)
  assert.ok(missing.output.includes(en('cli.no_such_exercise', { specifier: '99', count: listExercises().length })))
})

test('next selects the next exercise, not only prints it', async () => {
  const home = freshHome()
  await selectExercise(home, 1)
  const result = await runCli(['next'], { home })
  assert.strictEqual(result.code, 0, result.output)
  assert.strictEqual(current(home), listExercises()[1].id)
  const shown = await runCli(['current'], { home })
  assert.match(shown.stdout, /^2\. /)
})

test('next at the last exercise, with every one after it done, names and selects the first one not done', async () => {
  const home = freshHome()
  const all = listExercises()
  await selectExercise(home, all.length)
  // Exercises 1 and 3 onwards done: 2 is the first one left.
  const config = path.join(home, '.config', 'node-perf-workshop')
  fs.mkdirSync(config, { recursive: true })
  fs.writeFileSync(path.join(config, 'completed.json'), JSON.stringify(all.filter((exercise) => exercise.number !== 2).map((exercise) => exercise.id)))
  const result = await runCli(['next'], { home })
  assert.strictEqual(result.code, 0, result.output)
  assert.strictEqual(current(home), all[1].id)
  assert.ok(result.stdout.includes(en('cli.none_after', { current: all.length, number: 2, title: titleOf('en', all[1].id) })), result.stdout)
})

test('starter copies the files and never overwrites the learner\'s', async () => {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-cwd-'))
  const home = freshHome()
  await selectExercise(home, 2)
  const first = await runCli(['starter'], { home, cwd })
  assert.strictEqual(first.code, 0, first.output)
  const server = path.join(cwd, '02-node-env', 'server.js')
  assert.ok(fs.existsSync(server) && fs.existsSync(path.join(cwd, '02-node-env', 'views', 'partials', 'product.ejs')))
  fs.writeFileSync(server, '// my work in progress\n')
  const second = await runCli(['starter'], { home, cwd })
  assert.strictEqual(second.code, 0, second.output)
  assert.strictEqual(fs.readFileSync(server, 'utf8'), '// my work in progress\n')
  assert.ok(second.stdout.includes(en('starter.kept', { count: second.stdout.match(/Kept (\d+)/)[1] })))
})

test('verify with no file checks the starter copy in ./<NN-id>/ and says so', async () => {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-cwd-'))
  const home = freshHome()
  await selectExercise(home, 1)
  const none = await runCli(['verify'], { home, cwd })
  assert.strictEqual(none.code, 1)
  assert.ok(none.output.includes(en('submission.none', { example: path.join('01-measure', 'bench.js') })))
})

test('hint shows one more level each time, then stays on the last', async () => {
  const home = freshHome()
  await selectExercise(home, 2)
  const seen = []
  for (let i = 0; i < 4; i++) {
    const result = await runCli(['hint'], { home })
    assert.strictEqual(result.code, 0, result.output)
    seen.push(result.stdout.match(/Hint (\d) of (\d)/).slice(1).join('/'))
  }
  assert.deepStrictEqual(seen, ['1/3', '2/3', '3/3', '3/3'])
})

test('solution stays hidden before a pass unless asked for with --yes', async () => {
  const home = freshHome()
  await selectExercise(home, 2)
  const locked = await runCli(['solution'], { home })
  assert.strictEqual(locked.code, 1)
  assert.ok(locked.stdout.includes(en('solution.locked', { name: printedCommand() })))
  assert.doesNotMatch(locked.stdout, /APP_ENV \|\|/)
  const shown = await runCli(['solution', '--yes'], { home })
  assert.strictEqual(shown.code, 0, shown.output)
  assert.match(shown.stdout, /process\.env\.APP_ENV \|\| process\.env\.NODE_ENV/)
  assert.match(shown.stdout, /config\/staging\.json/, 'unchanged files are named, not printed')
})

test('solution is shown after a pass', async () => {
  const home = freshHome()
  await selectExercise(home, 1)
  fs.writeFileSync(path.join(home, '.config', 'node-perf-workshop', 'completed.json'), '["measure"]')
  const result = await runCli(['solution'], { home })
  assert.strictEqual(result.code, 0, result.output)
  assert.match(result.stdout, /warmup: \{ connections: 10, duration: 1 \}/)
})

test('lang keeps a choice, --lang is for one command, and both reject unknown languages', async () => {
  const home = freshHome()
  const chosen = await runCli(['lang', 'ko'], { home })
  assert.strictEqual(chosen.code, 0, chosen.output)
  assert.ok(chosen.stdout.includes(createTranslator('ko')('lang.changed')))
  const listed = await runCli(['list'], { home })
  assert.ok(listed.stdout.includes(titleOf('ko', 'node-env')))
  const once = await runCli(['list', '--lang', 'zh-cn'], { home })
  assert.ok(once.stdout.includes(titleOf('zh-cn', 'node-env')))
  const after = await runCli(['list'], { home })
  assert.ok(after.stdout.includes(titleOf('ko', 'node-env')), '--lang did not change the kept language')
  for (const args of [['lang', 'fr'], ['list', '--lang', 'fr']]) {
    const bad = await runCli(args, { home })
    assert.strictEqual(bad.code, 1)
    assert.match(bad.output, /"fr"/)
  }
})

test('the system locale picks the first language; an explicit choice wins', async () => {
  const home = freshHome()
  const korean = await runCli(['list'], { home, env: { LANG: 'ko_KR.UTF-8' } })
  assert.ok(korean.stdout.includes(titleOf('ko', 'node-env')))
  await runCli(['lang', 'en'], { home })
  const english = await runCli(['list'], { home, env: { LANG: 'ko_KR.UTF-8' } })
  assert.ok(english.stdout.includes(titleOf('en', 'node-env')))
})

test('help lists every command in every language', async () => {
  for (const lang of ['en', 'zh-cn', 'ko']) {
    const result = await runCli(['help', '--lang', lang])
    assert.strictEqual(result.code, 0, result.output)
    for (const command of ['select', 'print', 'next', 'starter', 'run', 'verify', 'profile', 'hint', 'reading', 'solution', 'preflight', 'report', 'lang', 'reset']) {
      assert.match(result.stdout, new RegExp(`node-perf-workshop(?:\\.js)? ${command}\\b`), `${lang}: ${command}`)
    }
  }
})

test('reset needs a confirmation, --yes where there is no terminal', async () => {
  const home = freshHome()
  await selectExercise(home, 2)
  const refused = await runCli(['reset'], { home })
  assert.strictEqual(refused.code, 1)
  assert.strictEqual(current(home), 'node-env')
  const done = await runCli(['reset', '--yes'], { home })
  assert.strictEqual(done.code, 0, done.output)
  assert.ok(!fs.existsSync(path.join(home, '.config', 'node-perf-workshop', 'current.json')))
})

test('--version prints the package version', async () => {
  const result = await runCli(['--version'])
  assert.strictEqual(result.code, 0)
  assert.match(result.stdout, new RegExp(require('../package.json').version.replace(/\./g, '\\.')))
})

test('run shows both servers\' numbers without grading, and marks nothing completed', async (t) => {
  const { assertNothingLeft, ROOT } = require('./helpers')
  const home = freshHome()
  await selectExercise(home, 2)
  const result = await runCli(['run', path.join(ROOT, 'exercises', '02-node-env', 'starter', 'server.js')], { home })
  assert.strictEqual(result.code, 0, result.output)
  assert.ok(result.stdout.includes(en('speed.chart_judged_rps', { route: 'GET /' })) && result.stdout.includes(en('speed.chart_shown_p99', { route: 'GET /' })), result.stdout)
  assert.match(result.stdout, /pair 3/)
  assert.doesNotMatch(result.stdout, /PASS|FAIL/)
  // The starter deploys with the staging config: a check verify makes is not met, so the speed
  // ratio is shown as counting only once every check is.
  assert.ok(result.stdout.includes(en('run.after_speed_unmet', { name: printedCommand(), threshold: '2.00×', file: 'exercises/02-node-env/starter/server.js' })), result.output)
  assert.ok(!fs.existsSync(path.join(home, '.config', 'node-perf-workshop', 'completed.json')))
  await assertNothingLeft(t, result)
})

test('run on an exercise without a speed check says what it shows, and its closing line names the file it ran, whichever exercise is selected', async (t) => {
  const { assertNothingLeft, ROOT } = require('./helpers')
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-learner-'))
  t.after(() => fs.rmSync(top, { recursive: true, force: true }))
  fs.cpSync(path.join(ROOT, 'exercises', '12-n-plus-one', 'starter'), path.join(top, '12-n-plus-one'), { recursive: true })
  const home = freshHome()
  await selectExercise(home, 14)
  const result = await runCli(['run', '12-n-plus-one/server.js'], { home, cwd: top })
  assert.strictEqual(result.code, 0, result.output)
  // Pasted where the learner stands, it verifies 12's file, not the selected exercise's.
  assert.ok(result.stdout.includes(en('run.after_no_speed', { name: printedCommand(), file: '12-n-plus-one/server.js' })), result.output)
  assert.ok(!result.stdout.includes(en('speed.chart_rps')), 'nothing compared with the starter')
  await assertNothingLeft(t, result)
  // The client exercise shows what the learner's program printed and what the target received.
  fs.cpSync(path.join(ROOT, 'exercises', '01-measure', 'starter'), path.join(top, '01-measure'), { recursive: true })
  const client = await runCli(['run', '01-measure/bench.js'], { home, cwd: top })
  assert.strictEqual(client.code, 0, client.output)
  assert.ok(client.stdout.includes(en('run.after_client', { name: printedCommand(), file: '01-measure/bench.js' })), client.output)
  await assertNothingLeft(t, client)
})
