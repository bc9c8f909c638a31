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
const { clinicInstalled } = require('./profile')

// The Node.js lines the workshop supports and is tested on, from package.json's engines
// ("^22.15.0 || ^24.0.0 || ^26.0.0"): [{ major, minimum }].
const SUPPORTED = require('../package.json').engines.node.split('||')
  .map((range) => range.trim().replace(/^\^/, ''))
  .map((minimum) => ({ major: Number(minimum.split('.')[0]), minimum }))
// Load per core above which measurements get noisy (1.0 = every core busy).
const BUSY_LOAD_PER_CORE = 0.5

// < 0 when version a is older than b ("22.14.0" vs "22.15.0").
function compareVersions (a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number))
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]
}

// ok for a supported line (at its minimum or newer); fail for an end-of-life version or a
// supported line's release older than its minimum; warn for a line the workshop is not tested on.
function nodeVersion (version = process.versions.node) {
  const major = Number(version.split('.')[0])
  const line = SUPPORTED.find((candidate) => candidate.major === major)
  const lines = SUPPORTED.map((supported) => supported.major).join(' / ') // "22 / 24 / 26" reads in every language
  const params = { version: `v${version}`, lines, newest: SUPPORTED[SUPPORTED.length - 1].major }
  if (major < SUPPORTED[0].major) return { status: 'fail', key: 'node_end_of_life', params }
  if (!line) return { status: 'warn', key: 'node_untested', params }
  if (compareVersions(version, line.minimum) < 0) return { status: 'fail', key: 'node_outdated', params: { ...params, minimum: line.minimum } }
  return { status: 'ok', key: 'node', params }
}

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

// A tiny server of our own and half a second of autocannon against it.
async function loadGenerator () {
  const autocannon = require('autocannon') // here: the CLI reads nodeVersion() at every start
  const server = http.createServer((req, res) => res.end('ok'))
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const result = await autocannon({ url: `http://127.0.0.1:${server.address().port}/`, connections: 2, duration: 0.5 })
    const ok = result['2xx'] > 0 && result.errors === 0
    return { status: ok ? 'ok' : 'fail', key: ok ? 'autocannon' : 'autocannon_failed', params: { rps: Math.round(result['2xx'] / result.duration) } }
  } catch (error) {
    return { status: 'fail', key: 'autocannon_failed', params: { rps: 0, reason: error.message } }
  } finally {
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

module.exports = { runPreflight, nodeVersion, SUPPORTED, cores, clinic, backgroundLoad }
