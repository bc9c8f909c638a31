'use strict'
// For instructors: one tarball that installs the workshop with no network at all, every
// dependency inside it (npm's bundleDependencies). Built once with a network, copied to laptops.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { ROOT } = require('./exercises')
const { NAME } = require('./names')

// npm itself: the one running us under npm/npx, else the one installed next to this node.
function npmCommand () {
  const candidates = [process.env.npm_execpath, path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
    path.join(path.dirname(process.execPath), 'node_modules', 'npm', 'bin', 'npm-cli.js')]
  const script = candidates.find((file) => file && /npm-cli\.js$/.test(file) && fs.existsSync(file))
  return script ? [process.execPath, [script]] : ['npm', []]
}

// Runs npm in `cwd`; our arguments only, never a path from the user (no quoting pitfalls).
function npm (args, cwd) {
  const [command, prefix] = npmCommand()
  return new Promise((resolve, reject) => {
    let output = ''
    const child = spawn(command, [...prefix, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } })
    child.stdout.on('data', (chunk) => { output += chunk })
    child.stderr.on('data', (chunk) => { output += chunk })
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(output.trim().split('\n').slice(-3).join(' ')))))
  })
}

async function buildOfflineBundle (outDir) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-bundle-'))
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
    const copy = path.join(work, 'package')
    for (const entry of [...manifest.files, 'README.md', 'package-lock.json']) {
      const from = path.join(ROOT, entry)
      if (fs.existsSync(from)) fs.cpSync(from, path.join(copy, entry), { recursive: true })
    }
    const { devDependencies, scripts, ...rest } = manifest
    // Clinic.js (optional, for `profile`) goes in too: a meetup without network still profiles.
    const bundled = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.optionalDependencies || {})]
    fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...rest, bundleDependencies: bundled }, null, 2))
    // The lockfile, when there is one (a checkout), pins every transitive version too.
    const lock = fs.existsSync(path.join(copy, 'package-lock.json'))
    await npm([lock ? 'ci' : 'install', '--omit=dev', '--no-audit', '--no-fund'], copy)
    fs.rmSync(path.join(copy, 'package-lock.json'), { force: true })
    await npm(['pack'], copy)
    const packed = fs.readdirSync(copy).find((name) => name.endsWith('.tgz'))
    const target = path.join(outDir, `${NAME}-offline-${manifest.version}.tgz`)
    fs.mkdirSync(outDir, { recursive: true })
    fs.copyFileSync(path.join(copy, packed), target)
    return target
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

module.exports = { buildOfflineBundle }
