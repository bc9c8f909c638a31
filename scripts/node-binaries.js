'use strict'
// Official Node.js binaries for running the workshop's own tests on each supported Node line.
// The npm registry ships them (node-<platform>-<arch>@<version>), so the only network needed is
// the registry that `npm ci` uses anyway. They are kept in ~/.cache/node-perf-workshop/.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { execFileSync } = require('node:child_process')
const { NAME } = require('../lib/names')

// The releases the tests run on: the full suite on FULL, the content lane on the others.
// Each is the newest release of its line when it was last updated here.
const VERSIONS = { 22: '22.22.0', 24: '24.21.0', 26: '26.10.0' }
const FULL = VERSIONS[26]

function cacheDir () {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache')
  return path.join(base, NAME)
}

// The folder holding `node` for `version`, downloaded once. Throws an Error with one sentence
// when it cannot be had (no build for this platform, no registry).
function nodeBinDir (version) {
  const dir = path.join(cacheDir(), `node-v${version}-${process.platform}-${process.arch}`)
  const bin = path.join(dir, 'package', process.platform === 'win32' ? '' : 'bin')
  if (fs.existsSync(path.join(bin, process.platform === 'win32' ? 'node.exe' : 'node'))) return bin
  const name = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`
  fs.mkdirSync(dir, { recursive: true })
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    const tarball = execFileSync(npm, ['pack', `${name}@${version}`, '--silent', '--pack-destination', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim().split('\n').pop()
    execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', dir])
    fs.rmSync(path.join(dir, tarball))
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`could not fetch Node.js ${version} (${name}) from the npm registry: ${String(error.stderr || error.message).trim().split('\n').pop()}`)
  }
  return bin
}

// The environment for a child process that should run on `version`.
function envFor (version) {
  return { ...process.env, PATH: nodeBinDir(version) + path.delimiter + process.env.PATH }
}

module.exports = { VERSIONS, FULL, nodeBinDir, envFor, cacheDir }

if (require.main === module) require('./command-line').moduleOnly('scripts/node-binaries.js', 'test/run.js and scripts/node-matrix.js')
