'use strict'
// Checks that this machine can run the workshop, before a learner (or a room of them) finds out
// in the middle of an exercise. Each check resolves { status: 'ok'|'warn'|'fail', key, params };
// 'fail' blocks the workshop, 'warn' makes some results less reliable.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const http = require('node:http')
const { spawnSync } = require('node:child_process')
const { freePort } = require('./harness/ports')
const { clinicInstalled } = require('./profile/clinic-installed')
const { nodeVersion, SUPPORTED } = require('./node-support')

// Load per core above which measurements get noisy (1.0 = every core busy).
const BUSY_LOAD_PER_CORE = 0.5

function cores (count = os.availableParallelism()) {
  return { status: count >= 2 ? 'ok' : 'warn', key: count >= 2 ? 'cores' : 'one_core', params: { count } }
}

async function freePorts () {
  try {
    const port = await freePort()
    return { status: 'ok', key: 'ports', params: { port } }
  } catch (error) {
    return { status: 'fail', key: 'no_ports', params: { reason: error.code || error.message } }
  }
}

// A tiny server of our own, and autocannon sending it a fixed number of requests: all of them must
// be answered 200, within a bound that only a broken setup reaches (a count, not a duration: half
// a second of load on a machine at load 8 per core once ended before an answer came back).
const PREFLIGHT_REQUESTS = 100
const PREFLIGHT_BOUND_SECONDS = 20

async function loadGenerator (handler = (req, res) => res.end('ok')) {
  const autocannon = require('autocannon') // here: the CLI reads nodeVersion() at every start
  const server = http.createServer(handler)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  let bound
  try {
    const run = autocannon({ url: `http://127.0.0.1:${server.address().port}/`, connections: 2, amount: PREFLIGHT_REQUESTS })
    bound = setTimeout(() => run.stop(), PREFLIGHT_BOUND_SECONDS * 1000)
    const result = await run
    const params = { count: PREFLIGHT_REQUESTS, answered: result['2xx'], seconds: PREFLIGHT_BOUND_SECONDS }
    const ok = result['2xx'] === PREFLIGHT_REQUESTS
    return { status: ok ? 'ok' : 'fail', key: ok ? 'autocannon' : 'autocannon_failed', params }
  } catch (error) {
    return { status: 'fail', key: 'autocannon_error', params: { reason: error.code || error.message } }
  } finally {
    clearTimeout(bound)
    server.closeAllConnections()
    server.close()
  }
}

// `node --cpu-prof` writes a profile on a clean exit: the fallback profiler of `profile`.
function cpuProfiler () {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-preflight-'))
  try {
    spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '-e', 'let x = 0; for (let i = 0; i < 1e6; i++) x += i'], { timeout: 15000 })
    const written = fs.readdirSync(dir).some((name) => name.endsWith('.cpuprofile'))
    return { status: written ? 'ok' : 'fail', key: written ? 'profiler' : 'no_profiler', params: {} }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

// Clinic.js flame (an optional dependency) draws the flame graphs of `profile`; without it,
// `profile` still finds hot spots with node --cpu-prof, in the terminal only.
function clinic (installed = clinicInstalled()) {
  return { status: installed ? 'ok' : 'warn', key: installed ? 'clinic' : 'no_clinic', params: {} }
}

// The 1-minute load average per core (not available on Windows: reported as unknown).
function backgroundLoad (loadAverage = os.loadavg()[0], count = os.availableParallelism()) {
  if (process.platform === 'win32') return { status: 'ok', key: 'load_unknown', params: {} }
  const perCore = loadAverage / count
  return { status: perCore > BUSY_LOAD_PER_CORE ? 'warn' : 'ok', key: perCore > BUSY_LOAD_PER_CORE ? 'busy' : 'quiet', params: { load: perCore.toFixed(2) } }
}

const CHECKS = [() => nodeVersion(), () => cores(), freePorts, loadGenerator, cpuProfiler, () => clinic(), () => backgroundLoad()]

async function runPreflight () {
  const results = []
  for (const check of CHECKS) results.push(await check())
  return results
}

module.exports = { runPreflight, nodeVersion, SUPPORTED, cores, clinic, backgroundLoad, loadGenerator, PREFLIGHT_REQUESTS }
