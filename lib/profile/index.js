'use strict'
// The profiler wrapper (docs/ARCHITECTURE.md, "Profiling"): runs the learner's server under
// Clinic.js flame while autocannon loads it, as `clinic flame --autocannon […] -- node <file>`
// would, and turns Clinic's samples into a CPU profile for the summary in the terminal. Without
// @clinic/flame (an optional dependency), or when Clinic fails, it runs node --cpu-prof alone.
//
// Reports go to a folder of their own (NODE_PERF_WORKSHOP_PROFILES, else <tmp>/node-perf-workshop-
// profiles/<exercise>-<time>/): flame.html and server.cpuprofile. Nothing is written to the
// learner's folder or the current one; the last 5 reports are kept.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { startServer } = require('../harness')
const { loadRound } = require('../speed/load')
const { findProfile } = require('./cpu-profile')
const { clinicInstalled } = require('./clinic-installed')
const { readCallSites } = require('./call-sites')
const { LearnerError } = require('../errors')
const { NAME } = require('../names')
const { processTicks } = require('../speed/cpu-load')
const { setTimeout: sleep } = require('node:timers/promises')

const COLLECTOR = path.join(__dirname, 'flame-collector.js')
const PRELOAD = path.join(__dirname, 'server-preload.js')
const KEEP_REPORTS = 5
// After SIGTERM, how long a server that uses no CPU may take to exit (Clinic draws the graph after
// the server stops), and how long one that is still working may: a server in the middle of a long
// synchronous request handles SIGTERM only once it is done (14's starter builds a 9 MB file per
// request, with more queued behind it: in CI's full lane beside the other tests, still working
// after 10 s). Where a process's CPU time cannot be read, the first is the limit.
const STOP_IDLE_MS = { clinic: 25000, 'cpu-prof': 10000 }
const STOP_WORKING_MS = 60000
const STOP_POLL_MS = 1000
const WORKING_TICKS = 20 // of 1/100 s: a fifth of a core over STOP_POLL_MS

function reportsRoot () {
  return process.env.NODE_PERF_WORKSHOP_PROFILES || path.join(os.tmpdir(), `${NAME}-profiles`)
}

// A new folder for this run's report; older reports beyond the last few are removed.
function newReportFolder (label) {
  const root = reportsRoot()
  fs.mkdirSync(root, { recursive: true })
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  const dir = fs.mkdtempSync(path.join(root, `${label}-${stamp}-`))
  const old = fs.readdirSync(root).map((name) => path.join(root, name))
    .filter((full) => full !== dir && fs.statSync(full).isDirectory())
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
    .slice(KEEP_REPORTS - 1)
  for (const full of old) fs.rmSync(full, { recursive: true, force: true })
  return dir
}

// Resolves true once the server has exited; false once it has not been working for `idleMs`
// (less than a fifth of a core in each second, its processes' CPU ticks added up: the sampling
// profiler alone uses a little), or after STOP_WORKING_MS in all. Where no CPU time can be read,
// it never counts as working.
async function waitForExit (server, idleMs) {
  const started = Date.now()
  let before = processTicks(server.pids())
  let lastWork = started
  while (!server.exit) {
    const now = Date.now()
    if (now - lastWork >= idleMs || now - started >= STOP_WORKING_MS) return false
    await Promise.race([server.exited, sleep(STOP_POLL_MS)])
    const after = processTicks(server.pids())
    let used = 0
    for (const [pid, ticks] of after) used += ticks - (before.get(pid) ?? ticks)
    if (used >= WORKING_TICKS) lastWork = Date.now()
    before = after
  }
  return true
}

function readJson (file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

// One profiled run. mode: 'clinic' | 'cpu-prof'. Resolves { html, cpuProfile, clinicError }.
async function profiledRun ({ mode, dir, file, env, load, beforeLoad, onStep }) {
  const cpuDir = path.join(dir, 'cpu')
  const dataDir = path.join(dir, 'clinic')
  // Under Clinic no --cpu-prof: V8 has one sampler, and with both only one of them gets ticks.
  const flags = mode === 'clinic' ? [] : ['--cpu-prof', `--cpu-prof-dir=${cpuDir}`]
  const wrap = mode === 'clinic'
    ? (launch) => {
        fs.mkdirSync(dataDir, { recursive: true })
        // launch.args: the workshop's own node flags, then the file.
        return { command: launch.command, args: [COLLECTOR, dataDir, file, ...launch.args.slice(0, -1)], cwd: dataDir }
      }
    : undefined
  onStep('starting', { mode })
  const callSites = path.join(dir, 'call-sites.json')
  const server = await startServer({
    file,
    env: { ...env, NPW_PROFILE_CWD: path.dirname(file), NPW_PROFILE_CALL_SITES: callSites },
    nodeArgs: flags,
    preloads: [PRELOAD],
    wrap
  })
  try {
    await beforeLoad(server)
    onStep('loading', { url: server.url })
    await load(server)
    if (server.exit) {
      const crash = await server.crashError()
      // Under Clinic the profiler can be what crashed: 04's starter, which never crashes, died
      // with a native stack under it in 1 of 8 runs of test/profile.test.js (Node 24). The caller
      // tries --cpu-prof before blaming the server.
      if (mode === 'clinic') return { crash }
      throw crash
    }
    onStep(mode === 'clinic' ? 'drawing' : 'stopping')
    process.kill(server.pid, 'SIGTERM')
    const exited = await waitForExit(server, STOP_IDLE_MS[mode])
    const result = mode === 'clinic' ? readJson(path.join(dataDir, 'result.json')) || {} : {}
    return {
      html: result.html && fs.existsSync(result.html) ? result.html : null,
      cpuProfile: mode === 'clinic' ? (result.cpuProfile && fs.existsSync(result.cpuProfile) ? result.cpuProfile : null) : findProfile(cpuDir),
      clinicError: mode === 'clinic' && !result.html ? result.error || (exited ? 'no report' : 'timed out') : null,
      exitedCleanly: exited,
      callSites: readCallSites(callSites)
    }
  } finally {
    await server.stop(200)
  }
}

// file: the learner's server; request: what autocannon sends; label: names the report folder.
// beforeLoad(server), optional: awaited once the server listens, before the load (the route of
// the learner's own service asked once: a LearnerError it throws ends the run). onStep(step,
// params) reports progress. Resolves { dir, html, cpuProfile, mode, notes, callSites }.
async function profileServer ({ file, env = {}, request, seconds = 5, connections = 10, label = 'profile', useClinic = true, beforeLoad = async () => {}, onStep = () => {} }) {
  const dir = newReportFolder(label)
  let finished = false
  // Ctrl-C (handled in harness/children.js) ends us with process.exit: take the half-made report along.
  const cleanUp = () => { if (!finished) fs.rmSync(dir, { recursive: true, force: true }) }
  process.on('exit', cleanUp)
  const load = (server) => loadRound(server.url, { request, connections, seconds })
  try {
    let mode = useClinic && clinicInstalled() ? 'clinic' : 'cpu-prof'
    const notes = mode === 'clinic' ? [] : [{ key: useClinic ? 'profile.no_clinic' : 'profile.clinic_skipped' }]
    let run = await profiledRun({ mode, dir, file, env, load, beforeLoad, onStep })
    if (run.crash) notes.push({ key: 'profile.clinic_crashed' })
    else if (run.clinicError) notes.push({ key: 'profile.clinic_failed', params: { reason: run.clinicError } })
    // Run again under --cpu-prof: a crash there too is the server's own, and is reported as such.
    if (run.crash || (run.clinicError && !run.cpuProfile)) {
      mode = 'cpu-prof'
      run = await profiledRun({ mode, dir, file, env, load, beforeLoad, onStep })
    }
    const report = { dir, mode, notes, html: null, cpuProfile: null, callSites: run.callSites }
    fs.rmSync(path.join(dir, 'call-sites.json'), { force: true })
    if (run.html) {
      report.html = path.join(dir, 'flame.html')
      fs.renameSync(run.html, report.html)
    }
    if (run.cpuProfile) {
      report.cpuProfile = path.join(dir, 'server.cpuprofile')
      fs.renameSync(run.cpuProfile, report.cpuProfile)
    }
    for (const work of ['clinic', 'cpu']) fs.rmSync(path.join(dir, work), { recursive: true, force: true })
    if (!report.cpuProfile && !report.html) {
      throw new LearnerError(run.exitedCleanly ? 'profile.nothing_recorded' : 'profile.no_clean_exit')
    }
    finished = true
    return report
  } finally {
    process.removeListener('exit', cleanUp)
    if (!finished) fs.rmSync(dir, { recursive: true, force: true })
  }
}

module.exports = { profileServer, newReportFolder, PRELOAD }
