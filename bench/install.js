'use strict'
// What a learner downloads and installs: `npm pack`, then a cold `npx --yes ./<tarball> list` in
// an empty folder with an empty npm cache, with and without the optional dependencies (Clinic.js).
// Prints the README's install table. Needs the npm registry.
//   node bench/install.js
// With --tap, the same figures for node-tap (`npm install tap` into an empty folder, empty
// cache), the TAP runner the workshop does not install for learners (README, "The checks as TAP").
//   node bench/install.js --tap
// --save keeps the figures in bench/results/ (bench/results.js), for bench/RESULTS.md.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { execFileSync } = require('node:child_process')
const { startMeasurement } = require('./results')

const ROOT = path.resolve(__dirname, '..')
const temporary = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix))

// Disk space used, as `du` counts it (whole blocks).
function diskBytes (dir) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) total += diskBytes(full)
    else if (entry.isFile()) total += fs.statSync(full).blocks * 512
  }
  return total
}

// What npm fetched into the cache, from its index: { tarballs, count, metadata } in bytes.
function downloads (cache) {
  const result = { tarballs: 0, count: 0, metadata: 0 }
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) { walk(full); continue }
      for (const line of fs.readFileSync(full, 'utf8').split('\n').filter(Boolean)) {
        const record = JSON.parse(line.slice(line.indexOf('\t') + 1))
        if (record.key.endsWith('.tgz')) {
          result.tarballs += record.size
          result.count++
        } else {
          result.metadata += record.size
        }
      }
    }
  }
  walk(path.join(cache, '_cacache', 'index-v5'))
  return result
}

// Installed packages: folders with a package.json directly under some node_modules.
function countPackages (dir) {
  let count = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const full = path.join(dir, entry.name)
    if (entry.name.startsWith('@')) count += countPackages(full)
    else if (fs.existsSync(path.join(full, 'package.json'))) {
      count++
      if (fs.existsSync(path.join(full, 'node_modules'))) count += countPackages(path.join(full, 'node_modules'))
    }
  }
  return count
}

const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function measure (tarball, env) {
  const cache = temporary('npw-bench-cache-')
  const folder = temporary('npw-bench-npx-')
  fs.copyFileSync(tarball, path.join(folder, path.basename(tarball)))
  const started = Date.now()
  execFileSync('npx', ['--yes', `./${path.basename(tarball)}`, 'list'], {
    cwd: folder,
    env: { ...process.env, ...env, npm_config_cache: cache, npm_config_update_notifier: 'false', HOME: temporary('npw-bench-home-') },
    stdio: 'ignore'
  })
  const seconds = (Date.now() - started) / 1000
  const npx = path.join(cache, '_npx')
  const modules = path.join(npx, fs.readdirSync(npx)[0], 'node_modules')
  const result = { packages: countPackages(modules) - 1, ...downloads(cache), installed: diskBytes(modules), seconds }
  fs.rmSync(cache, { recursive: true, force: true })
  fs.rmSync(folder, { recursive: true, force: true })
  return result
}

// node-tap as a team would add it: `npm install tap` in a folder of its own.
function measureTap () {
  const cache = temporary('npw-bench-cache-')
  const folder = temporary('npw-bench-tap-')
  fs.writeFileSync(path.join(folder, 'package.json'), '{ "name": "tap-size", "private": true }\n')
  const started = Date.now()
  execFileSync('npm', ['install', '--no-audit', '--no-fund', 'tap'], {
    cwd: folder,
    env: { ...process.env, npm_config_cache: cache, npm_config_update_notifier: 'false', HOME: temporary('npw-bench-home-') },
    stdio: 'ignore'
  })
  const seconds = (Date.now() - started) / 1000
  const modules = path.join(folder, 'node_modules')
  const { version } = JSON.parse(fs.readFileSync(path.join(modules, 'tap', 'package.json'), 'utf8'))
  const result = { version, packages: countPackages(modules), ...downloads(cache), installed: diskBytes(modules), seconds }
  fs.rmSync(cache, { recursive: true, force: true })
  fs.rmSync(folder, { recursive: true, force: true })
  return result
}

const { values } = require('../scripts/command-line').commandLine({
  usage: 'node bench/install.js [--save]          the README\'s install table (npm pack, then a cold npx), needs the registry\nnode bench/install.js --tap [--save]    the same figures for node-tap\n    --save keeps them in bench/results/, for bench/RESULTS.md',
  options: { tap: { type: 'boolean' }, save: { type: 'boolean' } }
})
const measurement = startMeasurement('install')
const npmVersion = execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim()
const saved = []
if (values.tap) {
  const r = measureTap()
  console.log(`Node.js ${process.version}, npm ${npmVersion}: npm install tap (tap@${r.version})`)
  console.log(`${r.packages} packages, ${MB(r.tarballs)} of tarballs (${r.count}) + ${MB(r.metadata)} of registry metadata, node_modules ${MB(r.installed)} on disk, ${r.seconds.toFixed(0)} s`)
  if (values.save) console.error(`saved: ${measurement.save([{ id: 'tap', install: `npm install tap (tap@${r.version})`, npm: npmVersion, ...r }])}`)
  process.exit(0)
}

const packDir = temporary('npw-bench-pack-')
const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', packDir], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').pop()
const tarball = path.join(packDir, name)
const packageKB = Math.round(fs.statSync(tarball).size / 1024)
console.log(`Node.js ${process.version}, npm ${npmVersion}, package ${packageKB} KB`)
console.log('install      packages  tarballs          registry metadata  node_modules (disk)  cold npx')
for (const [label, env] of [['default', {}], ['no optional', { npm_config_omit: 'optional' }]]) {
  const r = measure(tarball, env)
  console.log(`${label.padEnd(12)} ${String(r.packages).padStart(8)}  ${MB(r.tarballs).padStart(8)} (${r.count})  ${MB(r.metadata).padStart(17)}  ${MB(r.installed).padStart(19)}  ${r.seconds.toFixed(0)} s`)
  saved.push({ id: label, install: label, npm: npmVersion, packageKB, ...r })
}
fs.rmSync(packDir, { recursive: true, force: true })
if (values.save) console.error(`saved: ${measurement.save(saved)}`)
