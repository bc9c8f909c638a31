'use strict'
// Runs the learner's server under Clinic.js flame, as `clinic flame -- node <file>` does, through
// @clinic/flame's programmatic API (the `clinic` CLI would add 110 MB for tools we do not offer).
// The profile command starts this under the harness and applies the load itself; on SIGTERM the
// server is asked to stop, Clinic collects, and the HTML flame graph and a .cpuprofile made from
// the same samples are written (result.json says where).
//
//   node flame-collector.js <dataDir> <file> [node flags for the server…]
const fs = require('node:fs')
const path = require('node:path')

// The `clinic` CLI exits silently outside a TTY without it (its telemetry prompt); set in case
// any part of Clinic asks.
process.env.NO_INSIGHT = '1'

// Before 0x is loaded: it keeps its own reference to spawn.
require('./quiet-tick-processor').quietTickProcessor()
const ClinicFlame = require('@clinic/flame')
const { fromClinicTicks } = require('./clinic-ticks')

// 0x adds its own line to a crashed server's stderr; the harness shows the server's own lines.
const consoleError = console.error
console.error = (...args) => {
  if (!/^Target subprocess error/.test(String(args[0]))) consoleError(...args)
}

const [dataDir, file, ...nodeFlags] = process.argv.slice(2)
const stateDir = path.join(dataDir, 'state')
fs.mkdirSync(stateDir, { recursive: true })

process.env.NPW_PROFILE_STATE = stateDir

// The server's pid, as its preload wrote it (read until it has, then kept); null before. A file
// read half-written holds no pid: never 0, which process.kill takes for our whole process group.
let pid = null
function serverPid () {
  if (pid === null) {
    try {
      const written = Number(fs.readFileSync(path.join(stateDir, 'pid'), 'utf8'))
      if (written > 0) pid = written
    } catch {} // not written yet
  }
  return pid
}

let stopping = false
function stop () {
  if (stopping) return
  stopping = true
  try {
    // Clinic's soft exit: 0x's preload in the server turns SIGINT into process.exit().
    process.kill(serverPid(), 'SIGINT')
  } catch {} // not started yet, or already gone
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

function finish (code, result) {
  if (result) fs.writeFileSync(path.join(dataDir, 'result.json'), JSON.stringify(result))
  process.exit(code)
}

// What the server exited with, as its exit handler wrote it; null while it runs (or before the
// handler has written it all).
function writtenExitCode () {
  try {
    const text = fs.readFileSync(path.join(stateDir, 'exit-code'), 'utf8')
    return text === '' ? null : Number(text)
  } catch {
    return null
  }
}

// What the server exited with; 1 when a signal ended it (no exit handler ran).
function serverExitCode () {
  return writtenExitCode() ?? 1
}

// Whether the process is still there (a signal 0 only asks).
function running (id) {
  try {
    process.kill(id, 0)
    return true
  } catch {
    return false
  }
}

// A server that ends before it is asked to (a crash, an early exit) is reported at once: 0x would
// first turn its samples into ticks, 3 s of CPU on a quiet machine, and on a busy one longer than
// the harness waits for a server to start (CI: a crash at start read "never listened"). One that a
// signal ended wrote no exit code: it is seen gone (else the load would end first, and the stop
// it asks for would draw the graph of a server that had crashed).
const watchForEarlyExit = setInterval(() => {
  if (stopping) return clearInterval(watchForEarlyExit)
  if (writtenExitCode() !== null || (serverPid() && !running(serverPid()))) finish(serverExitCode())
}, 50)

// Clinic takes the first argument after node for the program, and its folder for the learner's
// code (as opposed to dependencies) in the graph; with node flags first it would take the
// current folder, so the collected system info is corrected before the graph is drawn.
function markLearnerFolder (collected) {
  const info = path.join(collected, 'server.clinic-flame-systeminfo')
  const system = JSON.parse(fs.readFileSync(info, 'utf8'))
  system.mainDirectory = path.dirname(path.resolve(file))
  fs.writeFileSync(info, JSON.stringify(system, null, 2))
}

// The same samples as a .cpuprofile, for the summary in the terminal (and for DevTools); null
// when there are none.
function saveAsCpuProfile (collected) {
  try {
    const ticks = JSON.parse(fs.readFileSync(path.join(collected, 'server.clinic-flame-samples'), 'utf8'))
    if (ticks.length === 0) return null
    const file = path.join(dataDir, 'server.cpuprofile')
    fs.writeFileSync(file, JSON.stringify(fromClinicTicks(ticks)))
    return file
  } catch {
    return null
  }
}

// 0x takes the first isolate log in its folder whose name has the server's pid. Every other
// thread (a worker of the learner's, a module hooks thread) writes one too: take the largest,
// the main thread's.
const zeroXv8 = require('0x/platform/v8')
const firstIsolateLog = zeroXv8.getIsolateLog
zeroXv8.getIsolateLog = function (workingDir, pid) {
  const pattern = new RegExp(`^isolate-(0x)?[0-9A-Fa-f]{2,16}(-${pid})?-${pid}-v8\\.log$`)
  const logs = fs.readdirSync(workingDir).filter((name) => pattern.test(name))
    .map((name) => ({ name, size: fs.statSync(path.join(workingDir, name)).size }))
    .sort((a, b) => b.size - a.size)
  return logs.length ? logs[0].name : firstIsolateLog(workingDir, pid)
}

const flame = new ClinicFlame({ dest: dataDir, name: 'server' })
flame.collect([process.execPath, ...nodeFlags, file], (error, collected) => {
  // The server ended before we asked it to: that is a crash (or an early exit) to report.
  if (!stopping) finish(serverExitCode())
  if (error) finish(0, { error: error.message })
  markLearnerFolder(collected)
  const cpuProfile = saveAsCpuProfile(collected)
  // A graph with no samples would be an empty page: the profile command runs --cpu-prof instead.
  if (!cpuProfile) finish(0, { error: 'no samples' })
  const html = path.join(dataDir, 'flame.html')
  flame.visualize(collected, html, (error) => {
    finish(0, error ? { error: error.message, cpuProfile } : { html, cpuProfile })
  })
})
