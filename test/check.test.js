'use strict'
// The structural check (scripts/check.js): the workshop passes it in seconds, and a copy of the
// workshop with one thing wrong fails it with a sentence that names the file and says what to do.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { spawnSync } = require('node:child_process')
const { ROOT, copyWorkshop } = require('./helpers')

// "In seconds" is the check's own work: its CPU time, which a busy machine does not stretch the way
// it stretches the wall clock (the load average of a shared runner reaches 20).
const LIMIT_MS = 10000

// The CPU time of this process's waited-for children so far (Linux: /proc/self/stat's cutime and
// cstime, in clock ticks of 1/100 s), or null where there is no /proc.
function childrenCpuMs () {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    return (Number(fields[13]) + Number(fields[14])) * 10
  } catch {
    return null
  }
}

function check (root = ROOT) {
  const [started, cpuBefore] = [Date.now(), childrenCpuMs()]
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'check.js')], { cwd: root, encoding: 'utf8' })
  const cpu = cpuBefore === null ? null : childrenCpuMs() - cpuBefore
  return { code: result.status, output: result.stdout + result.stderr, ms: cpu === null ? Date.now() - started : cpu }
}

// A copy of the workshop with `change(root)` applied, checked.
function checkChanged (change) {
  const root = copyWorkshop()
  try {
    change(root)
    return check(root)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

function edit (root, file, from, to) {
  const full = path.join(root, file)
  const text = fs.readFileSync(full, 'utf8')
  assert.ok(text.includes(from), `${file} holds ${JSON.stringify(from)}`)
  fs.writeFileSync(full, text.replace(from, to))
}

// The problem lines of one rule.
const linesOf = (output, rule) => output.split('\n').filter((line) => line.startsWith(`✗ [${rule}]`))

test('the workshop passes the structural check, in under 10 s', () => {
  const result = check()
  assert.strictEqual(result.code, 0, result.output)
  assert.match(result.output, /^structure ok: \d+ rules, \d+ exercises/)
  assert.ok(result.ms < LIMIT_MS, `took ${result.ms} ms of CPU`)
})

test('a typo in a spec field fails, naming the field and the likely one', () => {
  const result = checkChanged((root) => edit(root, 'exercises/02-node-env/spec.js', '    threshold: 2,', '    treshold: 2,'))
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(result.ms < LIMIT_MS, `took ${result.ms} ms of CPU`)
  const lines = linesOf(result.output, 'spec-fields')
  assert.ok(lines.some((line) => line.includes('exercises/02-node-env/spec.js') && line.includes('"treshold"') && line.includes('did you mean "threshold"')), result.output)
  assert.ok(lines.some((line) => line.includes('speed has no "threshold"')), 'and says the real one is missing')
})

test('a threshold in bench/figures.json unlike its spec\'s fails, a plain one and one of a speed that is a function', () => {
  const result = checkChanged((root) => {
    edit(root, 'exercises/02-node-env/spec.js', '    threshold: 2,', '    threshold: 2.5,')
    edit(root, 'bench/figures.json', '"threshold": 4.8,', '"threshold": 4.9,')
  })
  assert.strictEqual(result.code, 1, result.output)
  const lines = linesOf(result.output, 'figures')
  assert.ok(lines.some((line) => line.includes('the threshold of 02-node-env is 2, its spec.js says 2.5')), result.output)
  assert.ok(lines.some((line) => line.includes('the threshold of 03-cache-json is 4.9, its spec.js says 4.8')), result.output)
})

test('an unknown top-level spec field fails, and so does one of the other kind', () => {
  const result = checkChanged((root) => {
    edit(root, 'exercises/03-cache-json/spec.js', "  reading: 'json-stringify',", "  readings: 'json-stringify',")
    edit(root, 'exercises/08-logging/spec.js', "  submission: 'server.js',", "  submission: 'server.js',\n  timeoutSeconds: 10,")
  })
  assert.strictEqual(result.code, 1, result.output)
  const lines = linesOf(result.output, 'spec-fields')
  assert.ok(lines.some((line) => line.includes('exercises/03-cache-json/spec.js exports "readings", which is not a spec field')), result.output)
  assert.ok(lines.some((line) => line.includes('exercises/03-cache-json/spec.js has no "reading"')), result.output)
  assert.ok(lines.some((line) => line.includes('exercises/08-logging/spec.js exports "timeoutSeconds", a field of client exercises')), result.output)
})

test('a new exercise folder outside the manifest, and one without its files, fail', () => {
  // Names no real exercise uses, numbered after the last one, so that adding exercises does not
  // change what this test means.
  const count = JSON.parse(fs.readFileSync(path.join(ROOT, 'exercises', 'manifest.json'), 'utf8')).length
  const added = `${String(count + 1).padStart(2, '0')}-phantom`
  const result = checkChanged((root) => {
    fs.mkdirSync(path.join(root, 'exercises', '99-stray'))
    const manifest = path.join(root, 'exercises', 'manifest.json')
    fs.writeFileSync(manifest, JSON.stringify([...JSON.parse(fs.readFileSync(manifest, 'utf8')), added]))
  })
  assert.strictEqual(result.code, 1, result.output)
  const manifest = linesOf(result.output, 'manifest')
  assert.ok(manifest.some((line) => line.includes('exercises/99-stray/ is not in exercises/manifest.json')), result.output)
  assert.ok(manifest.some((line) => line.includes(`solutions/${added}/ does not exist`)), result.output)
  assert.ok(linesOf(result.output, 'files').some((line) => line.includes(`exercises/${added}/functional.js is missing`)), result.output)
  assert.ok(linesOf(result.output, 'verdict-tests').some((line) => line.includes(`test/exercises/${added}.test.js is missing`)), result.output)
})

test('an exercise listed out of its number fails', () => {
  const result = checkChanged((root) => {
    const manifest = path.join(root, 'exercises', 'manifest.json')
    fs.writeFileSync(manifest, JSON.stringify([...JSON.parse(fs.readFileSync(manifest, 'utf8')), '42-phantom']))
  })
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(linesOf(result.output, 'manifest').some((line) => line.includes('"42-phantom" is number')), result.output)
})

test('a missing hint level, a missing background-reading section and a stale translation fail', () => {
  const result = checkChanged((root) => {
    const hints = path.join(root, 'problems', '02-node-env', 'hints.ko.md')
    const levels = fs.readFileSync(hints, 'utf8').split(/^---\s*$/m)
    fs.writeFileSync(hints, levels.slice(0, -1).join('---'))
    const problem = path.join(root, 'problems', '05-gzip', 'problem.en.md')
    const text = fs.readFileSync(problem, 'utf8')
    fs.writeFileSync(problem, text.slice(0, text.lastIndexOf('\n## ')) + '\n')
  })
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(linesOf(result.output, 'hints').some((line) => line.includes('problems/02-node-env/hints.ko.md has 2 hint levels, hints.en.md 3')), result.output)
  assert.ok(linesOf(result.output, 'background-section').some((line) => line.includes('problems/05-gzip/problem.en.md must end with a section "## Background reading"')), result.output)
  assert.ok(linesOf(result.output, 'stamps').some((line) => line.includes('problems/05-gzip/problem.ko.md is older than problems/05-gzip/problem.en.md')), result.output)
})

test('a translation off its style guide fails: a port line of its own, 我们, 에게 after a thing, a check message with backticks', () => {
  const result = checkChanged((root) => {
    edit(root, 'problems/02-node-env/problem.zh-cn.md', '工作坊会挑选一个空闲端口。', '端口由工作坊选择。')
    edit(root, 'problems/02-node-env/problem.zh-cn.md', '## 你的任务', '## 你的任务\n\n我们来修好它。')
    edit(root, 'problems/12-n-plus-one/problem.ko.md', '내 연결에서 SQLite에 그 구문을', '내 연결에서 SQLite에게 그 구문을')
    edit(root, 'problems/13-worker-pool/messages.en.json', 'not 200 with \\"ok\\"', 'not 200 with `ok`')
  })
  assert.strictEqual(result.code, 1, result.output)
  const lines = linesOf(result.output, 'style-guide')
  const has = (text) => assert.ok(lines.some((line) => line.includes(text)), `${text}\n${result.output}`)
  has('problems/02-node-env/problem.zh-cn.md: "Listen on `process.env.PORT` on `127.0.0.1`; the workshop pi…" is written "在 `127.0.0.1` 上监听 `process.env.PORT`；工作坊会挑选一个空闲端口。" here (i18n/STYLE.zh-cn.md).')
  has('problems/02-node-env/problem.zh-cn.md: 34 paragraphs, lists, headings and code blocks where the English has 33')
  has('我们来修好它。 起始代码是“A": the workshop is 工作坊 (or no one), never 我们')
  has('problems/12-n-plus-one/problem.ko.md: "문마다, 내 연결에서 SQLite에게 그 구문을 어": 에게 is for people')
  has('problems/13-worker-pool/messages.en.json checks.health_body: "}, not 200 with `ok`.": a check message prints as plain text, without backticks')
})

test('a starter that listens on every interface, and a message key that is not there, fail', () => {
  const result = checkChanged((root) => {
    edit(root, 'exercises/03-cache-json/starter/server.js', "'127.0.0.1'", "'0.0.0.0'")
    const messages = path.join(root, 'problems', '07-no-sync', 'messages.en.json')
    const strings = JSON.parse(fs.readFileSync(messages, 'utf8'))
    delete strings.checks.sync_calls
    fs.writeFileSync(messages, JSON.stringify(strings, null, 2))
  })
  assert.strictEqual(result.code, 1, result.output)
  assert.ok(linesOf(result.output, 'loopback').some((line) => /exercises\/03-cache-json\/starter\/server\.js:\d+ starts a server without '127\.0\.0\.1'/.test(line)), result.output)
  const messages = linesOf(result.output, 'messages')
  assert.ok(messages.some((line) => line.includes('has no "checks.sync_calls", which exercises/07-no-sync/checks.js reports')), result.output)
})

test('a command outside the registry, a flag nobody declares, and a command importing another, fail', () => {
  const result = checkChanged((root) => {
    fs.writeFileSync(path.join(root, 'lib', 'commands', 'stats.js'), "'use strict'\nmodule.exports = async function stats (context) { return context.flags.verbose ? 0 : 1 }\n")
    edit(root, 'lib/commands/run.js', "const { prepareSubmission } = require('./shared')", "const { prepareSubmission } = require('./shared')\nrequire('./verify')")
  })
  assert.strictEqual(result.code, 1, result.output)
  const lines = linesOf(result.output, 'commands')
  assert.ok(lines.some((line) => line.includes('lib/commands/stats.js is not in lib/commands/registry.js')), result.output)
  assert.ok(lines.some((line) => line.includes('reads the flag --verbose, which no command declares')), result.output)
  assert.ok(lines.some((line) => line.includes('lib/commands/run.js imports the command verify')), result.output)
})

test('the requirement table: the items a problem text states are read from its task and its checks', () => {
  const { statedItems } = require('../scripts/requirements')
  const items = statedItems([
    '## Your task', '', 'Intro.', '', '1. first thing,', '   continued;', '2. second:', '   * a nested bullet', '',
    'A paragraph after the list.', '', '## How it is checked', '', '* one;', '  more of one', '* two.', '', '## Measure it yourself', '* not a check'
  ].join('\n'))
  assert.deepStrictEqual([...items.keys()], ['task 1', 'task 2', 'checked 1', 'checked 2'])
  assert.strictEqual(items.get('task 1'), '1. first thing, continued;')
  assert.ok(items.get('task 2').includes('a nested bullet'))
  assert.ok(!items.get('task 2').includes('paragraph'))
})

test('a requirement table that leaves a statement out, or names a half-fix that does not fail for it, that some Node.js line skips, or that may fail for a check of another sentence, fails; so does an entry\'s evidence for a reason it does not fail for', () => {
  const result = checkChanged((root) => {
    const catalogue = path.join(root, 'test/learners/09-upstream/catalogue.js')
    fs.writeFileSync(catalogue, fs.readFileSync(catalogue, 'utf8').replace("name: 'sequential-keep-alive',", "name: 'sequential-keep-alive', minNode: 24,")
      .replace("name: 'limiter-new-connections',", "name: 'limiter-new-connections', orReason: 'exercises.upstream.checks.not_concurrent',")
      .replace("name: 'fetch-limiter',", "name: 'fetch-limiter', shows: { 'exercises.upstream.checks.over_limit_check': /429/ },"))
    fs.writeFileSync(path.join(root, 'exercises/09-upstream/requirements.js'), `module.exports = [
      { id: 'at-least-four', in: 'task 1', says: 'at least 4', check: 'exercises.upstream.checks.not_concurrent', evidence: 'the most calls at once', halfFix: 'sequential-keep-alive', bounds: [{ value: '4', past: ['three-at-once'] }] },
      { id: 'no-429', in: 'task 1', says: 'never more than 6', check: 'exercises.upstream.checks.over_limit_check', halfFix: 'fetch-limiter' },
      { id: 'reuse', in: 'task 2', says: 'reuses connections', check: 'exercises.upstream.checks.new_connections', halfFix: 'limiter-new-connections' },
      { id: 'made-up', in: 'task 9', says: 'nothing', check: 'exercises.upstream.checks.no_such_key', halfFix: 'nobody' }
    ]\n`)
  })
  assert.strictEqual(result.code, 1, result.output)
  const lines = linesOf(result.output, 'requirements')
  const says = (pattern) => assert.ok(lines.some((line) => pattern.test(line)), `${pattern} in:\n${lines.join('\n')}`)
  says(/requirements\.js: task 3 of problem\.en\.md .* has no row/)
  says(/requirements\.js: checked 4 of problem\.en\.md .* has no row/)
  says(/"no-429"'s half-fix "fetch-limiter" must FAIL for exercises\.upstream\.checks\.over_limit_check; its catalogue entry says PASS/)
  says(/"made-up" is in "task 9", which problem\.en\.md does not have/)
  says(/"made-up" has the check "exercises\.upstream\.checks\.no_such_key", which no check of the exercise reports/)
  says(/"made-up" has no half-fix .*\(no entry "nobody"\)/)
  says(/"at-least-four"'s half-fix "sequential-keep-alive" runs on Node\.js 24 and later only/)
  says(/catalogue\.js: fetch-limiter's shows has exercises\.upstream\.checks\.over_limit_check: give a pattern/)
  says(/"reuse"'s half-fix "limiter-new-connections" may also FAIL for exercises\.upstream\.checks\.not_concurrent, which is the check of no row that says the same/)
  // Reports need a check that decides each row: checks.js names the rows it decides by id.
  says(/checks\.js: check 2 of spec\.checks decides "reuse-connections", which exercises\/09-upstream\/requirements\.js has no row for/)
  says(/"reuse" has the check exercises\.upstream\.checks\.new_connections, which no check decides/)
  assert.ok(!lines.some((line) => line.includes('"at-least-four"') && !line.includes('later only')), `a complete row is not reported:\n${lines.join('\n')}`)
})

test('the requirement table: a stated bound needs the submission just past it, failing for its row\'s check, and every row the evidence its FAIL shows', () => {
  const { statedBounds } = require('../scripts/requirements')
  const found = (text) => statedBounds(text).map((bound) => bound.value)
  assert.deepStrictEqual(found('at most **4 SQL statements**, and `GET /api/x/12` 404'), ['4'], 'a code span is no bound')
  assert.deepStrictEqual(found('by the time the server has read 5,000 of the rows; within 1.5 s'), ['5000', '1.5'])
  assert.deepStrictEqual(found('at about 10 connections (5 to 20); at least half a second'), ['0.5', '5', '20'])
  assert.deepStrictEqual(found('between 350 and 850 ms after it started; at least **2×** the starter'), ['350', '2', '850'])
  const result = checkChanged((root) => {
    // 13's queue bound with a past entry that passes, 12's bound with none at all, 14's row without
    // its evidence.
    edit(root, 'exercises/13-worker-pool/requirements.js', "past: ['piscina-max-queue-17', 'piscina-max-queue-40']", "past: ['piscina-esm-worker']")
    edit(root, 'exercises/12-n-plus-one/requirements.js', "bounds: [{ value: '4', past: ['query-per-table-and-count'] }]", 'bounds: []')
    edit(root, 'exercises/14-streaming/requirements.js', "evidence: 'how many iterators were left open after the client left', ", '')
  })
  assert.strictEqual(result.code, 1, result.output)
  const lines = linesOf(result.output, 'requirements')
  const says = (pattern) => assert.ok(lines.some((line) => pattern.test(line)), `${pattern} in:\n${lines.join('\n')}`)
  says(/13-worker-pool\/requirements\.js: "bounded-queue"'s bound 16: "piscina-esm-worker" must FAIL for exercises\.worker-pool\.checks\.queue_unbounded; its catalogue entry says PASS/)
  says(/12-n-plus-one\/requirements\.js: task 2 of problem\.en\.md states "at most 4", and no row there names it in `bounds`/)
  says(/14-streaming\/requirements\.js: "abort-stops" says no evidence/)
})

test('the requires a file makes are read from its code: not from comments, strings, template text or regular expressions', () => {
  const { requiredPaths } = require('../scripts/imports')
  const source = [
    "const a = require('./a')",
    "// require('./in-a-comment')",
    "/* require('./in-a-block')",
    '   */ const b = require("../b")',
    // A template literal over two lines, with code in it.
    "const text = `module.exports = require('./generated')\n$" + "{require('./in-the-template').x}`",
    "const re = /require\\('[^']*'\\)/g; const c = require('./c')",
    "edit(root, 'x.js', \"require('./in-a-string')\")"
  ].join('\n')
  assert.deepStrictEqual(requiredPaths(source), [
    { request: './a', line: 1 }, { request: '../b', line: 4 }, { request: './in-the-template', line: 6 }, { request: './c', line: 7 }
  ])
})

test('a require() of a file that is not there fails, naming the file, its line and what it asks for', () => {
  const result = checkChanged((root) => {
    fs.rmSync(path.join(root, 'lib', 'confirm.js'))
    edit(root, 'scripts/translations.js', "'use strict'", "'use strict'\n// require('./not-here-but-a-comment')")
  })
  assert.strictEqual(result.code, 1, result.output)
  const lines = linesOf(result.output, 'requires')
  assert.ok(lines.some((line) => line.includes("lib/commands/reset.js:2 requires '../confirm', which is not there")), result.output)
  assert.ok(lines.some((line) => line.includes("lib/commands/solution.js:7 requires '../confirm'")), result.output)
  assert.ok(!lines.some((line) => line.includes('not-here-but-a-comment')), 'a comment is no require')
})

test('an import against the layers of lib/ fails, and so does a part of lib/ the layers do not name', () => {
  const result = checkChanged((root) => {
    edit(root, 'lib/verify/server.js', "const { formatRatio } = require('../text/charts')", "const { formatRatio } = require('../text/charts')\nconst { terminalReport } = require('../reporters/terminal')")
    edit(root, 'lib/speed/load.js', "'use strict'", "'use strict'\nrequire('../kit')")
    fs.mkdirSync(path.join(root, 'lib', 'stats'))
    fs.writeFileSync(path.join(root, 'lib', 'stats', 'median.js'), "'use strict'\nmodule.exports = require('../names')\n")
  })
  assert.strictEqual(result.code, 1, result.output)
  const lines = linesOf(result.output, 'layers')
  const has = (text) => assert.ok(lines.some((line) => line.includes(text)), `${text}\n${result.output}`)
  has('lib/verify/server.js:17 imports lib/reporters/terminal.js: lib/reporters/ sits above lib/verify/')
  has('lib/speed/load.js:2 imports lib/kit/index.js: lib/kit/ sits above lib/speed/')
  has('lib/stats/ is in none of docs/ARCHITECTURE.md\'s layers')
  assert.strictEqual(lines.length, 3, result.output)
})

test('a preload or check with a socket of its own fails: the counter lives in lib/kit/counter.js', () => {
  const result = checkChanged((root) => {
    // The shape of what 10 and 11 had before they moved onto the kit.
    const append = (file, text) => fs.appendFileSync(path.join(root, file), text)
    append('exercises/10-http-cache/preload.js', "\nconst net = require('node:net')\nnet.createServer(() => {}).listen(process.env.NPW_HASH_SOCKET)\n")
    append('exercises/11-memory-leak/checks.js', "\nconst net = require('node:net')\nconst own = (dir) => path.join(dir, 'heap.sock')\nnet.connect(own('/tmp'))\n")
  })
  assert.strictEqual(result.code, 1, result.output)
  const lines = linesOf(result.output, 'counter-socket')
  assert.ok(lines.some((line) => /exercises\/10-http-cache\/preload\.js:\d+ opens a socket server of its own: serve the counter with serveCounter/.test(line)), result.output)
  assert.ok(lines.some((line) => /exercises\/11-memory-leak\/checks\.js:\d+ connects to a socket of its own: ask the counter with askCounter/.test(line)), result.output)
  assert.ok(lines.some((line) => /exercises\/11-memory-leak\/checks\.js:\d+ builds a socket path by hand/.test(line)), result.output)
  assert.ok(!lines.some((line) => line.includes('04-hapi-podium/functional.js')), 'an HTTP client on a TCP port is not a counter socket')
})

test('a misspelt spec field: the same sentence from npm run check and from verify, which stops as the workshop\'s bug', async () => {
  const { runCli, freshHome } = require('./helpers')
  const root = copyWorkshop()
  try {
    edit(root, 'exercises/02-node-env/spec.js', '    threshold: 2,', '    treshold: 2,')
    edit(root, 'exercises/03-cache-json/spec.js', "  reading: 'json-stringify',", "  readings: 'json-stringify',")
    const checked = check(root)
    assert.strictEqual(checked.code, 1, checked.output)
    for (const [number, field, guess] of [['2', 'treshold', 'threshold'], ['3', 'readings', 'reading']]) {
      const sentence = linesOf(checked.output, 'spec-fields').find((line) => line.includes(`"${field}"`)).replace(/^✗ \[spec-fields\] /, '').replace(/\.$/, '')
      assert.ok(sentence.includes(`did you mean "${guess}"?`), sentence)
      const solution = path.join(root, 'solutions', `0${number}-${number === '2' ? 'node-env' : 'cache-json'}`, 'server.js')
      const home = freshHome()
      await runCli(['select', number], { root, home })
      const run = await runCli(['verify', solution, '--lang', 'en'], { root, home, env: { COLUMNS: '1000' } })
      assert.strictEqual(run.code, 1, run.output)
      assert.ok(run.output.replace(/\s+/g, ' ').includes(sentence), `verify says the check's sentence:\n${sentence}\n${run.output}`)
      assert.match(run.output, /This is our bug/)
      assert.doesNotMatch(run.output, /^\s+at /m, 'no stack')
      assert.doesNotMatch(run.output, /Listening on/, 'nothing started')
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
