'use strict'
// Every shell command the texts print works as printed. For each problem text, hint and reading
// in every language: each line of each `sh` block is a form this file knows, and the commands are
// the same in every language (only comments are translated). Then every block that starts a
// server by hand runs, as a learner would type it, in a folder made by the real `starter`
// command, after `npm install --prefer-offline` as the folder's package.json makes it: only the
// packages it lists, linked from the workshop's node_modules (no registry), so a package the
// texts need but package.json forgets fails here with "Cannot find module".
// What changes for the test, and only that: free ports instead of 3000, 3001 and 4000,
// autocannon for 1 second instead of 5 or 10, and a loop of curl 50 times instead of 1,000 (11's:
// a thousand curl processes were a third of this file's CPU). Each block waits for the servers it starts itself,
// as the learner's copy must: a curl that retries until the server answers (WAIT below).
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { ROOT, runCli, freshHome, selectExercise } = require('./helpers')
const { listExercises } = require('../lib/exercises')
const { COMMANDS } = require('../lib/commands/registry')
const { freePort } = require('../lib/harness/ports')

const LANGS = ['en', 'zh-cn', 'ko']
const KNOWN_FORMS = [
  /^cd (\d\d-[a-z-]+|\.\.)$/,
  /^npm install --prefer-offline$/,
  /^(?:[A-Z_]+=\S+ )*node (?:--[\w-]+=\S+ )?[\w-]+\.js(?: \S+)? &$/, // a server, in the background
  /^node [\w-]+\.js http:\/\/127\.0\.0\.1:3000\/$/, // 01's bench.js
  /^node -[pe] "[^"]*"(?: &)?$/, // a line of JavaScript (the readings)
  /^curl (?:-[\w-]+(?: '[^']*'| \S+)? )*(?:https:\/\/\S+|http:\/\/127\.0\.0\.1:(?:300[01]|4000)\/\S*)(?: \| head -c \d+; echo)?$/, // head -c cuts the last line: echo ends it
  /^npx autocannon (?:-[\w]+ (?:'[^']*'|\d+) |-I )+'?http:\/\/127\.0\.0\.1:300[01]\/\S*'?(?: &)?$/,
  /^node-perf-workshop [a-z]+(?: --[a-z-]+)*(?: \d\d-[a-z-]+\/[\w-]+\.js)?$/,
  /^kill (?:-USR2 )?%\d(?: %\d)*$/,
  /^for i in \$\(seq \d+\); do curl -s -o \/dev\/null "http:\/\/127\.0\.0\.1:3000\/[^"]*\$i"; done$/,
  /^wait \$!$/,
  /^sleep \d+$/, // the last job started in the background
  /^tail -n \d+ [\w.-]+$/
]

// [{ file, exercise, lang, blocks: [[command, …], …] }]: each command one logical line, without
// comments (a `\` at a line's end continues it).
function textsWithBlocks () {
  const texts = []
  for (const exercise of listExercises()) {
    for (const kind of ['problem', 'hints']) {
      for (const lang of LANGS) texts.push({ file: `problems/${exercise.folder}/${kind}.${lang}.md`, exercise, lang, kind })
    }
  }
  for (const name of fs.readdirSync(path.join(ROOT, 'i18n', 'articles')).filter((n) => n.endsWith('.md'))) {
    const [, reading, lang] = /^(.+)\.(en|zh-cn|ko)\.md$/.exec(name)
    texts.push({ file: `i18n/articles/${name}`, exercise: null, lang, kind: `reading ${reading}` })
  }
  return texts.map((text) => ({ ...text, blocks: shellBlocks(fs.readFileSync(path.join(ROOT, text.file), 'utf8')) }))
}

function shellBlocks (markdown) {
  return [...markdown.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```/gm)].map((match) => {
    const commands = []
    let open = '' // a command whose quotes are still open continues on the next line
    for (const raw of match[1].replace(/\\\n\s*/g, '').split('\n')) {
      const line = open ? open + ' ' + raw.trim() : raw.replace(/\s+#\s.*$/, '').replace(/^#.*$/, '').trim()
      if (quoteLeftOpen(line)) open = line
      else if (line) {
        open = ''
        commands.push(line)
      }
    }
    return commands
  })
}

function quoteLeftOpen (line) {
  let quote = null
  for (const char of line) {
    if (quote ? char === quote : char === "'" || char === '"') quote = quote ? null : char
  }
  return quote !== null
}

// A placeholder the learner replaces ("…the ETag above…") may be translated; the command not.
const withoutPlaceholders = (blocks) => blocks.map((block) => block.map((command) => command.replace(/…[^…]*…/g, '…')))

const texts = textsWithBlocks()
const commandNames = new Set(COMMANDS.flatMap((command) => [command.name, ...(command.aliases || [])]))

test('every line of every shell block is a form the snippet test knows and can check', () => {
  const unknown = []
  for (const text of texts) {
    for (const command of text.blocks.flat()) {
      if (!KNOWN_FORMS.some((form) => form.test(command))) unknown.push(`${text.file}: ${command}`)
      const workshop = /^node-perf-workshop ([a-z]+)(?: --[a-z-]+)*(?: (\S+))?$/.exec(command)
      if (workshop && !commandNames.has(workshop[1])) unknown.push(`${text.file}: no command "${workshop[1]}"`)
      if (workshop && workshop[2] && text.exercise) {
        const [folder, file] = workshop[2].split('/')
        if (folder !== text.exercise.folder || !fs.existsSync(path.join(text.exercise.starterDir, file))) {
          unknown.push(`${text.file}: ${workshop[2]} is not a file \`starter\` makes`)
        }
      }
      const cd = /^cd (\d\d-[a-z-]+)$/.exec(command)
      if (cd && (!text.exercise || cd[1] !== text.exercise.folder)) unknown.push(`${text.file}: cd ${cd[1]} is not this exercise's folder`)
    }
  }
  assert.deepStrictEqual(unknown, [], 'lines the learner cannot run as printed, or this test cannot check')
})

// autocannon's clients give up on a request after 10 s (its -t), on a timer it reschedules: one
// that runs 10 s or longer outlives that timer, which fires late on a busy machine and is then
// set again with a negative delay (Node 24 and later print a TimeoutNegativeWarning: 13's block,
// -d 10). A block's autocannon runs shorter than its timeout.
const AUTOCANNON_TIMEOUT_SECONDS = 10
test('no autocannon of a block runs as long as its request timeout (a warning on Node 24 and later)', () => {
  const long = []
  for (const text of texts) {
    for (const command of text.blocks.flat().filter((line) => line.startsWith('npx autocannon'))) {
      const duration = Number((/ -d (\d+) /.exec(command) || [])[1] || 10)
      const timeout = Number((/ -t (\d+) /.exec(command) || [])[1] || AUTOCANNON_TIMEOUT_SECONDS)
      if (duration >= timeout) long.push(`${text.file}: ${command}`)
    }
  }
  assert.deepStrictEqual(long, [])
})

test('the commands of every text are the same in every language (only comments are translated)', () => {
  const english = new Map(texts.filter((t) => t.lang === 'en').map((t) => [t.file.replace('.en.md', ''), withoutPlaceholders(t.blocks)]))
  for (const text of texts.filter((t) => t.lang !== 'en')) {
    assert.deepStrictEqual(withoutPlaceholders(text.blocks), english.get(text.file.replace(`.${text.lang}.md`, '')), `${text.file}: its shell blocks differ from the English`)
  }
})

// The blocks a learner runs by hand: they go into the exercise's folder first.
const byHand = texts
  .filter((text) => text.lang === 'en' && text.exercise)
  .flatMap((text) => text.blocks.filter((block) => /^cd \d\d-/.test(block[0])).map((block) => ({ text, block })))

// A server started in the background, and the port it listens on.
const STARTS = /(?:PORT=|listen\()(\d+).*&$/
// What waits for it, in bash and zsh on Linux and macOS: curl (7.52 or newer: macOS 11 ships
// 7.64.1) retrying a refused connection once a second for 20 s, until the server answers.
const WAIT = /^curl -s (?:-o \/dev\/null )?--retry 20 --retry-delay 1 --retry-connrefused .*http:\/\/127\.0\.0\.1:(\d+)\//

test('every exercise has a by-hand block, it installs before it starts anything, and it waits for each server it starts', () => {
  for (const exercise of listExercises()) {
    const blocks = byHand.filter(({ text }) => text.exercise === exercise)
    assert.ok(blocks.length > 0, `${exercise.folder}: no by-hand block in problem.en.md or hints.en.md`)
    for (const { text, block } of blocks) {
      assert.strictEqual(block[1], 'npm install --prefer-offline', `${text.file}: the second line installs the folder's packages`)
      assert.strictEqual(block.at(-1), 'cd ..', `${text.file}: the block ends back where it started, where verify and run look`)
      block.forEach((command, index) => {
        const started = STARTS.exec(command)
        if (!started) return
        const wait = WAIT.exec(block[index + 1] || '')
        assert.ok(wait && wait[1] === started[1], `${text.file}: after "${command}", the next line waits for port ${started[1]}: ${block[index + 1]}`)
      })
    }
  }
})

// `npm install` as the folder's package.json makes it, from the workshop's own node_modules:
// the packages it lists (and what they need, through their real paths), their commands in .bin.
function installLinked (folder) {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'))
  const modules = path.join(folder, 'node_modules')
  fs.mkdirSync(path.join(modules, '.bin'), { recursive: true })
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    const source = path.join(ROOT, 'node_modules', name)
    fs.mkdirSync(path.dirname(path.join(modules, name)), { recursive: true })
    fs.symlinkSync(source, path.join(modules, name), 'dir')
    const { bin } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'))
    const bins = typeof bin === 'string' ? { [name]: bin } : bin || {}
    for (const [command, file] of Object.entries(bins)) fs.symlinkSync(path.join(source, file), path.join(modules, '.bin', command))
  }
}

// What the test prints after each command that runs in the foreground: its output must end where a
// line ends, so that the next command's output starts on a line of its own.
const AFTER_COMMAND = '@@npw-command-done@@'

// The block as bash runs it, with the test's few changes (see the top of this file), and a marker
// after each command in the foreground.
function scriptFor (block, ports) {
  const lines = ['set -e']
  for (const command of block) {
    const line = command
      .replace(/PORT=(300[01]|4[01]00)/g, (_, port) => `PORT=${ports[port]}`)
      .replace(/127\.0\.0\.1:(300[01]|4[01]00)/g, (_, port) => `127.0.0.1:${ports[port]}`)
      .replace(/listen\((4100)/g, (_, port) => `listen(${ports[port]}`)
      .replace(/ -d \d+ /, ' -d 1 ')
      .replace(/^for i in \$\(seq \d+\)/, 'for i in $(seq 50)')
    if (command === 'npm install --prefer-offline') {
      lines.push(': npm install, linked by the test')
      continue
    }
    lines.push(line)
    if (!/&$/.test(line) && !/^(cd|kill|wait|sleep) /.test(line)) lines.push(`printf '%s\\n' '${AFTER_COMMAND}'`)
  }
  return lines.join('\n')
}

// The commands whose output did not end with a line end: the text before each marker that is not
// at the start of a line.
const unended = (stdout) => stdout.split(AFTER_COMMAND).slice(0, -1).filter((before) => before !== '' && !before.endsWith('\n'))

// A warning Node or a package prints (TimeoutNegativeWarning, DeprecationWarning, …), other than
// the one the texts of 12 and 14 say Node 22 prints when a program loads node:sqlite.
const warnings = (stderr) => stderr.split('\n').filter((line) => /\w+Warning\b/.test(line) && !/ExperimentalWarning: SQLite is an experimental feature/.test(line))

// A block is stopped after this long: a block that waits for a server waits 20 s at most, and
// beside other test files a block takes several times what it takes alone.
const BLOCK_SECONDS = 150

function runBash (script, cwd, shell = 'bash') {
  return new Promise((resolve) => {
    const child = spawn(shell, ['-c', script], { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => { stdout += chunk })
    child.stderr.on('data', (chunk) => { stderr += chunk })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, BLOCK_SECONDS * 1000)
    // On bash's exit, not on 'close': a server the block left running would hold the pipes open.
    child.on('exit', (code) => {
      clearTimeout(timer)
      try { process.kill(-child.pid, 'SIGKILL') } catch {} // whatever the block left running
      if (timedOut) stderr += `\n[the test stopped the block after ${BLOCK_SECONDS} s]`
      setTimeout(() => resolve({ code, stdout, stderr }), 100)
    })
  })
}

async function freePorts () {
  const ports = {}
  for (const port of [3000, 3001, 4000, 4100]) ports[port] = await freePort()
  return ports
}

// The readings' blocks that run on this machine (those that ask a public site are left to the
// learner): Node alone, in an empty folder.
const readingBlocks = texts
  .filter((text) => text.lang === 'en' && !text.exercise)
  .flatMap((text) => text.blocks.filter((block) => !block.some((line) => line.includes('https://'))).map((block) => ({ text, block })))

for (const { text, block } of readingBlocks) {
  test(`${text.file}: its block runs as printed`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-snippets-'))
    try {
      const result = await runBash(scriptFor(block, await freePorts()), dir)
      assert.strictEqual(result.code, 0, `the block failed\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`)
      assert.doesNotMatch(result.stderr, /Error/, result.stderr)
      assert.deepStrictEqual(unended(result.stdout), [], `every command's output ends with a line end\n${result.stdout}`)
      assert.deepStrictEqual(warnings(result.stderr), [], result.stderr)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
}

for (const { text, block } of byHand) {
  test(`${text.file}: the by-hand block runs as printed in a folder made by \`starter\``, async () => {
    const home = freshHome()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-snippets-'))
    try {
      await selectExercise(home, text.exercise.number)
      const made = await runCli(['starter'], { home, cwd: dir })
      assert.strictEqual(made.code, 0, made.output)
      installLinked(path.join(dir, text.exercise.folder))
      const ports = await freePorts()
      const result = await runBash(scriptFor(block, ports), dir)
      const said = `\n--- stdout\n${result.stdout.slice(-1500)}\n--- stderr\n${result.stderr.slice(-1500)}`
      assert.doesNotMatch(result.stderr, /Cannot find module|ERR_MODULE_NOT_FOUND/, `a package the block needs is not in the folder's package.json${said}`)
      assert.strictEqual(result.code, 0, `the block failed${said}`)
      assert.deepStrictEqual(unended(result.stdout).map((text) => text.slice(-80)), [], `every command's output ends with a line end${said}`)
      assert.deepStrictEqual(warnings(result.stderr), [], `no warning${said}`)
      // autocannon prints its table on stderr
      if (block.some((line) => line.startsWith('npx autocannon'))) assert.match(result.stderr, /requests in/, `autocannon printed no result${said}`)
      if (block.some((line) => line.startsWith('curl') && !WAIT.test(line))) assert.match(result.stdout, /HTTP\/1\.1 \d{3}|\{/, `curl printed no answer${said}`)
      if (block.some((line) => line.includes('--heapsnapshot-signal'))) {
        const snapshots = fs.readdirSync(path.join(dir, text.exercise.folder)).filter((name) => name.endsWith('.heapsnapshot'))
        assert.strictEqual(snapshots.length, 2, `two heap snapshots, before and after the traffic${said}`)
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
}

// The learner's shell may be zsh (macOS's default): the same block, the wait and the job
// control included, in zsh (`bash` above for every block; here the one of 02's hints, a server
// started, waited for, asked and stopped).
const ZSH = ['/bin/zsh', '/usr/bin/zsh'].find((file) => fs.existsSync(file))
test('a by-hand block runs as printed in zsh too', { skip: !ZSH && 'zsh is not installed here (apt-get install zsh)' }, async () => {
  const { text, block } = byHand.find(({ text }) => text.file === 'problems/02-node-env/hints.en.md')
  const home = freshHome()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-snippets-'))
  try {
    await selectExercise(home, text.exercise.number)
    const made = await runCli(['starter'], { home, cwd: dir })
    assert.strictEqual(made.code, 0, made.output)
    installLinked(path.join(dir, text.exercise.folder))
    const result = await runBash(scriptFor(block, await freePorts()), dir, ZSH)
    assert.strictEqual(result.code, 0, `the block failed in zsh\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`)
    assert.match(result.stdout, /"environment"/, result.stdout)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
