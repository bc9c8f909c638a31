'use strict'
// The workshop as learners and instructors install it: `npm pack` holds only what learners need,
// `npx --yes ./<tarball> list` works in an empty folder with an empty npm cache, and the offline
// bundle installs with npm's network switched off. These talk to the npm registry (except the
// offline install, by design), so they take a while.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { BIN, ROOT, freshHome } = require('./helpers')
const { listExercises } = require('../lib/exercises')

const temporary = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix))

function run (command, args, { cwd, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, npm_config_update_notifier: 'false', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => { output += chunk })
    child.stderr.on('data', (chunk) => { output += chunk })
    child.on('close', (code) => resolve({ code, output }))
  })
}

function assertListsExercises (output) {
  for (const exercise of listExercises()) assert.match(output, new RegExp(`${exercise.number}\\. `), output)
}

test('npm pack ships what learners need and nothing else', async () => {
  const out = temporary('npw-pack-')
  const packed = await run('npm', ['pack', '--json', '--pack-destination', out], { cwd: ROOT })
  assert.strictEqual(packed.code, 0, packed.output)
  const files = JSON.parse(packed.output.slice(packed.output.indexOf('['))).flatMap((p) => p.files.map((f) => f.path))
  for (const needed of ['bin/node-perf-workshop.js', 'lib/workshop.js', 'i18n/en.json', 'exercises/manifest.json']) {
    assert.ok(files.includes(needed), `${needed} is in the package`)
  }
  for (const exercise of listExercises()) {
    assert.ok(files.some((f) => f.startsWith(`solutions/${exercise.folder}/`)), `${exercise.folder} solution`)
    assert.ok(files.some((f) => f.startsWith(`problems/${exercise.folder}/problem.ko.md`)), `${exercise.folder} problem`)
  }
  const unwanted = files.filter((f) => /^(test|bench|scripts|\.ci|node_modules)\//.test(f))
  assert.deepStrictEqual(unwanted, [], 'no tests, fixtures, benchmarks or dev scripts')
})

test('npx --yes ./node-perf-workshop-<version>.tgz list works in an empty folder with an empty cache', async () => {
  const { version } = require('../package.json')
  const folder = temporary('npw-npx-')
  const packed = await run('npm', ['pack', '--pack-destination', folder], { cwd: ROOT })
  assert.strictEqual(packed.code, 0, packed.output)
  const result = await run('npx', ['--yes', `./node-perf-workshop-${version}.tgz`, 'list'], {
    cwd: folder,
    env: { npm_config_cache: temporary('npw-cache-'), HOME: freshHome(), LANG: 'C.UTF-8' }
  })
  assert.strictEqual(result.code, 0, result.output)
  assertListsExercises(result.output)
})

test('the offline bundle installs and runs with npm offline and an empty cache', async () => {
  const folder = temporary('npw-offline-')
  const built = await run(process.execPath, [BIN, 'bundle', folder], { cwd: folder, env: { HOME: freshHome(), LANG: 'C.UTF-8' } })
  assert.strictEqual(built.code, 0, built.output)
  const bundle = fs.readdirSync(folder).find((name) => /^node-perf-workshop-offline-.*\.tgz$/.test(name))
  assert.ok(bundle, built.output)
  const listing = await run('tar', ['tzf', bundle], { cwd: folder })
  for (const inside of ['package/node_modules/express/package.json', 'package/node_modules/@clinic/flame/package.json']) {
    assert.ok(listing.output.includes(inside), `${inside} is in the bundle`)
  }
  const laptop = temporary('npw-laptop-')
  fs.copyFileSync(path.join(folder, bundle), path.join(laptop, bundle))
  const result = await run('npx', ['--offline', '--yes', `./${bundle}`, 'list'], {
    cwd: laptop,
    env: { npm_config_cache: temporary('npw-cache-'), npm_config_offline: 'true', HOME: freshHome(), LANG: 'C.UTF-8' }
  })
  assert.strictEqual(result.code, 0, result.output)
  assertListsExercises(result.output)
})
