'use strict'
// Finds and kills every process a learner's program started: its children, their children, and
// detached grandchildren that left the process group. Those are found by the run token that every
// process we spawn carries in its environment, and that their descendants inherit.
const fs = require('node:fs')
const { execFileSync, spawnSync } = require('node:child_process')
const { setTimeout: sleep } = require('node:timers/promises')

const TOKEN_VARIABLE = 'NODE_PERF_WORKSHOP_RUN'
const IS_LINUX = process.platform === 'linux'
const IS_WINDOWS = process.platform === 'win32'

// What /proc/<pid>/stat says of a process (Linux): { state, ppid, pgid, utime, stime, started }
// (CPU times, and the start since boot, in clock ticks), or null when it is gone or cannot be read.
function procStat (pid) {
  let stat
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return null // the process ended while we read
  }
  // "pid (comm) state ppid pgid …": comm may itself contain spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { state: fields[0], ppid: Number(fields[1]), pgid: Number(fields[2]), utime: Number(fields[11]), stime: Number(fields[12]), started: Number(fields[19]) }
}

// [{ pid, ppid, pgid, zombie, started }] for every process on the machine we can see (started:
// Linux only).
function processTable () {
  if (IS_LINUX) {
    const table = []
    for (const name of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue
      const stat = procStat(name)
      if (stat) table.push({ pid: Number(name), ppid: stat.ppid, pgid: stat.pgid, zombie: stat.state === 'Z', started: stat.started })
    }
    return table
  }
  try {
    return execFileSync('ps', ['-A', '-o', 'pid=,ppid=,pgid=,stat='], { encoding: 'utf8' })
      .trim().split('\n').map((line) => {
        const [pid, ppid, pgid, stat] = line.trim().split(/\s+/)
        return { pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid), zombie: /^Z/.test(stat || '') }
      })
  } catch {
    return []
  }
}

// The processes of `table` (Linux only) not in `found` whose environment holds our run token.
// Only those started since the root was are read (`since`, in clock ticks, or null when not
// known): a process can only carry the token by inheriting it from the root. Reading every
// environment on the machine took 5 ms of CPU for 100 processes, and the harness asks every 25 ms
// while a tree stops (a laptop with a browser open runs hundreds).
function tokenCarriers (token, table, found, since) {
  if (!IS_LINUX || !token) return []
  const needle = `${TOKEN_VARIABLE}=${token}\0`
  return table.filter((p) => !found.has(p.pid) && p.pid !== process.pid && (since === null || p.started >= since))
    .filter((p) => {
      try {
        return fs.readFileSync(`/proc/${p.pid}/environ`, 'latin1').includes(needle)
      } catch {
        return false // not ours to read, or gone
      }
    }).map((p) => p.pid)
}

// When each run's root started (clock ticks since boot), by token: once the root has ended, its
// pid may be another process's.
const rootStarts = new Map()
function rootStart (rootPid, token, table) {
  if (!rootStarts.has(token)) {
    const root = table.find((p) => p.pid === rootPid && !p.zombie)
    if (root && Number.isFinite(root.started)) rootStarts.set(token, root.started)
  }
  return rootStarts.has(token) ? rootStarts.get(token) : null
}

// The root, its descendants, its process group, and the token carriers: every live pid.
function members (rootPid, token) {
  const table = processTable()
  const live = new Set(table.filter((p) => !p.zombie).map((p) => p.pid))
  const found = new Set([rootPid])
  let grew = true
  while (grew) {
    grew = false
    for (const p of table) {
      if (!found.has(p.pid) && (found.has(p.ppid) || p.pgid === rootPid)) {
        found.add(p.pid)
        grew = true
      }
    }
  }
  for (const pid of tokenCarriers(token, table, found, rootStart(rootPid, token, table))) found.add(pid)
  return [...found].filter((pid) => live.has(pid))
}

function signal (pid, name) {
  try {
    process.kill(pid, name)
  } catch {} // already gone
}

function killWindowsTree (rootPid) {
  spawnSync('taskkill', ['/pid', String(rootPid), '/T', '/F'], { stdio: 'ignore', windowsHide: true })
}

// Asks the root to stop (SIGTERM), gives the tree `graceMs` to exit by itself, then SIGKILLs
// whatever is left, including anything spawned meanwhile. Resolves with the pids still alive
// afterwards (normally none).
async function killTree (rootPid, token, graceMs = 1000) {
  if (IS_WINDOWS) {
    killWindowsTree(rootPid)
    return []
  }
  // Members are collected before the first signal: once the root dies its children are
  // re-parented and only the group and the token still lead to them.
  const known = new Set(members(rootPid, token))
  signal(rootPid, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (Date.now() < deadline) {
    await sleep(25)
    for (const pid of members(rootPid, token)) known.add(pid)
    if (alive([...known]).length === 0) return []
  }
  for (let attempt = 0; attempt < 40; attempt++) {
    for (const pid of members(rootPid, token)) known.add(pid)
    const left = alive([...known])
    if (left.length === 0) return []
    signal(-rootPid, 'SIGKILL')
    for (const pid of left) signal(pid, 'SIGKILL')
    await sleep(50)
  }
  return alive([...known])
}

// For process 'exit' handlers, which cannot wait: SIGKILL the whole tree at once.
function killTreeSync (rootPid, token) {
  if (IS_WINDOWS) return killWindowsTree(rootPid)
  const pids = members(rootPid, token)
  signal(-rootPid, 'SIGKILL')
  for (const pid of pids) signal(pid, 'SIGKILL')
}

// The pids of `pids` whose process has not ended (on Linux, read one by one: a scan of the
// machine's processes costs more).
function alive (pids) {
  if (IS_LINUX) {
    return pids.filter((pid) => {
      const stat = procStat(pid)
      return stat !== null && stat.state !== 'Z'
    })
  }
  const table = new Map(processTable().map((p) => [p.pid, p]))
  return pids.filter((pid) => table.has(pid) && !table.get(pid).zombie)
}

module.exports = { TOKEN_VARIABLE, members, killTree, killTreeSync, alive, procStat, processTable }
