'use strict'
// Shared by the workshop's own tests: run the real CLI in a temporary HOME (so progress never
// touches the developer's), and find every process it started, by pid, while it runs and after.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const net = require('node:net')
const { spawn } = require('node:child_process')
const { procStat, processTable } = require('../lib/harness/process-tree')
const { createProgress } = require('../lib/progress')
const { listExercises } = require('../lib/exercises')

const ROOT = path.resolve(__dirname, '..')
const BIN = path.join(ROOT, 'bin', 'node-perf-workshop.js')

// Every home made here is removed when the test process ends: a test suite leaves no folders.
const homes = []
process.once('exit', () => {
  for (const home of homes) fs.rmSync(home, { recursive: true, force: true })
})

// When each home of freshHome was made, in clock ticks since boot (/proc/uptime; Linux counts a
// process's start in ticks of 1/100 s), less a second: a process with that HOME started no sooner.
// Other homes count from this test process's start.
const homeStarts = new Map()
const SELF_START = (procStat(process.pid) || { started: 0 }).started
function ticksSinceBoot () {
  try {
    return Math.floor(Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 100)
  } catch {
    return 0
  }
}

function freshHome () {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-home-'))
  homes.push(home)
  homeStarts.set(home, ticksSinceBoot() - 100)
  return home
}

// Pids of live processes whose environment has HOME=<home>, or a HOME inside it (a program grade
// runs gets a HOME of its own there: lib/harness/environment.js): every process a CLI run with
// that HOME started (servers, checks, their children), however far they detached.
function processesWithHome (home) {
  return processesWithHomes([home]).get(home)
}

// One pass over /proc for several homes: Map home → pids. Only the environments of processes
// started since the oldest of those homes was made are read: no other can hold one.
function processesWithHomes (homes) {
  const found = new Map(homes.map((home) => [home, []]))
  const since = Math.min(...homes.map((home) => homeStarts.get(home) ?? SELF_START))
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const stat = procStat(name)
    if (!stat || stat.state === 'Z' || stat.started < since) continue
    try {
      const environ = '\0' + fs.readFileSync(`/proc/${name}/environ`, 'latin1')
      const owners = homes.filter((home) => environ.includes(`\0HOME=${home}\0`) || environ.includes(`\0HOME=${home}/`))
      owners.forEach((home) => found.get(home).push(Number(name)))
    } catch {}
  }
  return found
}

// The CLI runs in progress, each with its HOME and the pids seen so far. One scan every 500 ms
// serves them all: when a scan read the environment of every process on the machine (2 to 5 ms
// of CPU; about 110 processes during npm test) with eight test files at once, every 250 ms, the
// scans took a tenth of a core. What they are for lives longer: servers, their children, a
// detached grandchild (whatever is left at the end, assertNothingLeft finds by HOME anyway).
const WATCH_MS = 500
const watchers = new Set()
let watchTimer = null
function watchHome (home) {
  const watcher = { home, pids: new Set() }
  watchers.add(watcher)
  watchTimer = watchTimer || setInterval(() => {
    const found = processesWithHomes([...new Set([...watchers].map((w) => w.home))])
    for (const w of watchers) found.get(w.home).forEach((pid) => w.pids.add(pid))
  }, WATCH_MS)
  return () => {
    watchers.delete(watcher)
    if (watchers.size === 0) {
      clearInterval(watchTimer)
      watchTimer = null
    }
    return [...watcher.pids]
  }
}

function alive (pid) {
  const stat = procStat(pid)
  return stat !== null && stat.state !== 'Z'
}

// Runs the CLI; resolves { code, stdout, stderr, ms, pids } where pids are all the processes seen
// with this HOME while it ran (the CLI included).
// `root` runs another copy of the workshop (see copyWorkshop). In test/run.js's `together` lane,
// where tests run beside each other, a speed verdict of the workshop's own specs fails the test:
// a clock decides it, and such a test runs `alone`.
function runCli (args, { home = freshHome(), cwd = ROOT, env = {}, timeoutMs = 60000, root = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const child = spawn(process.execPath, [path.join(root, 'bin', 'node-perf-workshop.js'), ...args], {
      cwd,
      env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: '', NO_COLOR: '1', FORCE_COLOR: '0', ...env, HOME: home },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => { stdout += chunk })
    child.stderr.on('data', (chunk) => { stderr += chunk })
    const stopWatching = watchHome(home)
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      const result = { code, stdout, stderr, output: stdout + stderr, ms: Date.now() - started, pids: stopWatching(), home }
      if (process.env.NPW_TEST_LANE === 'together' && root === ROOT && ['verify', 'grade'].includes(args[0]) && clockVerdict(result.output)) {
        reject(new Error(`${args.join(' ')} reached a speed verdict, which a clock decides, in the lane where tests run beside each other. A test that expects a check to decide first: that check did not (below). A test that expects a speed verdict: name it in test/run.js's PLACES (lane 'alone').\n${result.output}`))
      }
      resolve(result)
    })
  })
}

// The CLI, and once more when it told the learner to run the command again, as a learner would:
// "inconclusive" (exit 2: other programs kept the machine too busy to tell; in CI a shared
// machine's noise once left 04's reference solution at 1.33x against 1.30, pairs from 1.21x to
// 2.68x), or Node.js itself crashed (harness.crashed_node: V8 stopped the program on a failed
// check of its own; Node 22.22 and 24.21 under --cpu-prof, 1 profile in 20 beside a busy core). Told so
// twice, the test fails on it.
async function runCliAsTold (args, options) {
  const result = await runCli(args, options)
  return toldToRunAgain(result) ? runCli(args, options) : result
}

function toldToRunAgain (result) {
  const { LANGUAGES } = require('../lib/i18n')
  return result.code === 2 || LANGUAGES.some((lang) => result.output.includes(messagePiece(lang, 'harness.crashed_node')))
}

// Whether the output holds a speed verdict (PASS, FAIL or inconclusive by the speed check), in
// any language: with the workshop's own specs, a verdict a clock decides.
const SPEED_VERDICTS = ['pass_speed', 'pass_speed_p99', 'pass_speed_cpu', 'fail_speed', 'fail_speed_p99', 'fail_speed_cpu', 'inconclusive', 'inconclusive_busy']
function clockVerdict (output) {
  const { LANGUAGES } = require('../lib/i18n')
  return LANGUAGES.some((lang) => SPEED_VERDICTS.some((key) => output.includes(messagePiece(lang, `verdict.${key}`))))
}

// A throw-away copy of the workshop (its node_modules linked, not copied), for tests that edit
// its files: e.g. an English text changed after its translation.
function copyWorkshop () {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-copy-'))
  fs.cpSync(ROOT, root, { recursive: true, filter: (source) => !/[/\\](node_modules|\.git)$/.test(source) })
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir')
  return root
}

// Resolves true when nothing accepts connections on 127.0.0.1:port.
function portIsFree (port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => { socket.destroy(); resolve(false) })
    socket.once('error', () => resolve(true))
  })
}

// The ports the CLI said it started servers on ("Listening on http://127.0.0.1:PORT").
function announcedPorts (output) {
  return [...output.matchAll(/127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1]))
}

// Whether a process that can be seen listens on `port` (any address), found as the harness finds
// a server's addresses.
function holderSeen (port) {
  const { listeningAddresses } = require('../lib/harness/listening')
  return (listeningAddresses(processTable().map((entry) => entry.pid)) || []).some((socket) => socket.port === port)
}

// After a CLI run: no process it started is alive, and the ports it used are free, or held by a
// process that is not this run's: beside other tests, the system hands a port the run let go to
// another test's server (in CI, 11's never-listens case found the port it had named open).
async function assertNothingLeft (t, result, extraPorts = []) {
  const assert = require('node:assert')
  const survivors = result.pids.filter(alive).concat(processesWithHome(result.home))
  assert.deepStrictEqual([...new Set(survivors)], [], `processes left behind: ${survivors.join(', ')}`)
  for (const port of [...announcedPorts(result.output), ...extraPorts]) {
    if (await portIsFree(port)) continue
    // Every process the run was seen to start, and every one with its HOME, has ended (asserted
    // above): a process that holds the port now is another's. One that cannot be seen fails.
    assert.ok(holderSeen(port), `port ${port} is still open, and no process that holds it can be seen`)
  }
}

// No deprecation or experimental-feature warning of Node's reaches the learner's terminal (each
// Node line deprecates something: module.register in 26, say).
function assertNoNodeWarnings (result) {
  require('node:assert').doesNotMatch(result.output, /\b(Deprecation|Experimental)Warning\b/)
}

// Exercise `number` (counted from 1) selected for the learner whose HOME is `home`, as `select`
// stores it: written here rather than by running the CLI, which is a test's set-up and cost 0.4 s
// of CPU per test (test/cli.test.js runs `select` itself).
async function selectExercise (home, number) {
  const exercise = listExercises().find((item) => item.number === number)
  if (!exercise) throw new Error(`no exercise ${number}`)
  createProgress({ home }).setCurrent(exercise.id)
}

// A learner's copy of `exercise`'s starter, as `starter` makes it: `folder` (named as the
// exercise's) in `top`, a temporary folder removed when test `t` ends, and an empty folder `cwd`
// beside it to run from.
function starterCopy (t, exercise) {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-learner-'))
  t.after(() => fs.rmSync(top, { recursive: true, force: true }))
  const folder = path.join(top, exercise.folder)
  fs.cpSync(exercise.starterDir, folder, { recursive: true })
  const cwd = path.join(top, 'here')
  fs.mkdirSync(cwd)
  return { top, folder, cwd }
}

// `profile --no-clinic` (the summary from node --cpu-prof alone, in a few seconds) on a learner's
// copy of an exercise's starter, in a folder of its own, run from another folder: resolves
// { result, exercise, folder, cwd } for profileLeftNothing.
async function profileStarterCopy (t, id, { timeoutMs = 90000 } = {}) {
  const { findExercise } = require('../lib/exercises')
  const exercise = findExercise(id)
  const { top, folder, cwd } = starterCopy(t, exercise)
  const home = freshHome()
  await selectExercise(home, exercise.number)
  const result = await runCliAsTold(['profile', path.join(folder, 'server.js'), '--no-clinic'], {
    home, cwd, env: { NODE_PERF_WORKSHOP_PROFILES: path.join(top, 'reports') }, timeoutMs
  })
  return { result, exercise, folder, cwd }
}

// The number of the first line of the starter's `file` that includes `text` (what profile names).
function starterLine (exercise, file, text) {
  return fs.readFileSync(path.join(exercise.starterDir, file), 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1
}

// The entries of the list of profile's summary whose heading includes `heading` ('by total time',
// 'by self time'): its lines "  12.3%  name  file:line", in order.
function summaryEntries (stdout, heading) {
  const lines = stdout.split('\n')
  return lines.slice(lines.findIndex((line) => line.includes(heading)) + 1)
    .filter((line) => /^\s+[\d.]+%\s+\S+\s+\S+:\d+$/.test(line))
}

// The names an exercise's first hint says `profile` shows on the starter (in backticks in
// hints.en.md's first level): the test of that profile asserts them, so that the hint and what the
// learner sees agree. Fails when the hint does not name one of them.
function assertHintNames (folder, names) {
  const assert = require('node:assert')
  const first = fs.readFileSync(path.join(ROOT, 'problems', folder, 'hints.en.md'), 'utf8').split(/^---\s*$/m)[0]
  for (const name of names) assert.ok(first.includes(`\`${name}\``), `the first hint of ${folder} names \`${name}\`, which its profile shows`)
}

// After profileStarterCopy: the learner's folder unchanged, nothing written where they ran it, no
// Node warning in their terminal, no process or port left.
async function profileLeftNothing (t, { result, exercise, folder, cwd }) {
  const assert = require('node:assert')
  const { listFiles } = require('../lib/files')
  assert.deepStrictEqual(listFiles(folder).sort(), listFiles(exercise.starterDir).sort(), 'the learner\'s folder is unchanged')
  assert.deepStrictEqual(fs.readdirSync(cwd), [], 'nothing written to the current folder')
  assertNoNodeWarnings(result)
  await assertNothingLeft(t, result)
}

// The longest fixed piece of a translated message (the text between its placeholders): what a
// test looks for in the output, so that tests follow the translations instead of copying them.
function messagePiece (lang, key) {
  const { createTranslator } = require('../lib/i18n')
  return createTranslator(lang).template(key).split(/\{\{[^}]*\}\}/).map((s) => s.trim()).sort((a, b) => b.length - a.length)[0]
}

// The command the CLI prints when runCli starts it (lib/invocation.js): `node <ROOT>/bin/…`,
// or `node-perf-workshop` when this checkout is on PATH. By default the HOME is a fresh one, as
// runCli's: a folder of its own in the temporary folder, so a checkout cloned into the temporary
// folder itself is not written `~/…`.
function printedCommand (home = path.join(os.tmpdir(), 'npw-home-of-a-test')) {
  const { commandForm } = require('../lib/invocation')
  return commandForm({ script: BIN, env: { ...process.env, HOME: home, npm_lifecycle_event: '', npm_command: '' } })
}

// What `node-perf-workshop <name> <args…> --lang <lang>` prints on stdout, piped, in a terminal
// `columns` wide (COLUMNS), with a fresh HOME as runCli gives: its command module
// (lib/commands/<name>.js) run in this process, for the texts' tests, which render every text,
// in every language and at several widths. Each compares one text per command with the real CLI
// (runCli), so that what they check of the rest is what the CLI prints.
async function commandOutput (name, args, { lang = 'en', columns = 80 } = {}) {
  const { createOutput } = require('../lib/text/output')
  const { createTranslator } = require('../lib/i18n')
  let text = ''
  const home = freshHome()
  const context = {
    out: createOutput({ isTTY: false, write: (chunk) => { text += chunk } }),
    flags: {},
    lang: () => lang,
    t: () => createTranslator(lang),
    progress: createProgress({ home })
  }
  const saved = { COLUMNS: process.env.COLUMNS, HOME: process.env.HOME }
  Object.assign(process.env, { COLUMNS: String(columns), HOME: home })
  try {
    await require(`../lib/commands/${name}`)(context, args)
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  return text
}

module.exports = { commandOutput, messagePiece, printedCommand, ROOT, BIN, freshHome, runCli, runCliAsTold, copyWorkshop, processesWithHome, alive, portIsFree, assertNothingLeft, assertNoNodeWarnings, selectExercise, starterCopy, profileStarterCopy, profileLeftNothing, starterLine, summaryEntries, assertHintNames }
