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
const http = require('node:http')
const { spawn } = require('node:child_process')
const { BIN, ROOT, freshHome } = require('./helpers')
const { listExercises } = require('../lib/exercises')

const temporary = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix))

// A learner's shell has none of the npm_* variables `npm run` or `npm test` hand their scripts
// (npm_config_loglevel=silent from `npm run --silent`, npm_config_yes=, npm_config_local_prefix…):
// under `npm run test:matrix` in CI, the printed `npx node-perf-workshop list` exited 1 with no
// output, which no learner's terminal would.
const shellEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)))

function run (command, args, { cwd, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...shellEnv, npm_config_update_notifier: 'false', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => { output += chunk })
    child.stderr.on('data', (chunk) => { output += chunk })
    child.on('close', (code) => resolve({ code, output }))
  })
}

function assertListsExercises (output) {
  for (const exercise of listExercises()) assert.match(output, new RegExp(`${exercise.number}\\. `), output)
}

// The command a run printed (from `hint`'s last line, "`<form> hint` shows the next one") works
// from another folder, pasted into bash as the learner would: resolves that form.
async function printedFormWorks (output, env) {
  const match = /`([^`]+) hint`/.exec(output)
  assert.ok(match, output)
  const elsewhere = temporary('npw-elsewhere-')
  const again = await run('bash', ['-c', `${match[1]} list`], { cwd: elsewhere, env })
  assert.strictEqual(again.code, 0, `${match[1]} list:\n${again.output}`)
  assertListsExercises(again.output)
  return match[1]
}

// A registry of one package, this workshop packed, that sends npm to the real registry for every
// other: `npx node-perf-workshop` as a learner would run it once the workshop is published.
async function oneServingRegistry () {
  const folder = temporary('npw-registry-')
  const packed = await run('npm', ['pack', '--json', '--pack-destination', folder], { cwd: ROOT })
  assert.strictEqual(packed.code, 0, packed.output)
  const [{ filename, integrity, shasum }] = JSON.parse(packed.output.slice(packed.output.indexOf('[')))
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  const server = http.createServer((request, response) => {
    const base = `http://127.0.0.1:${server.address().port}`
    if (request.url === `/${manifest.name}`) {
      response.setHeader('content-type', 'application/json')
      return response.end(JSON.stringify({
        name: manifest.name,
        'dist-tags': { latest: manifest.version },
        versions: { [manifest.version]: { ...manifest, _id: `${manifest.name}@${manifest.version}`, dist: { tarball: `${base}/${filename}`, integrity, shasum } } }
      }))
    }
    if (request.url === `/${filename}`) return fs.createReadStream(path.join(folder, filename)).pipe(response)
    response.writeHead(302, { location: `https://registry.npmjs.org${request.url}` }).end()
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }
}

test('npx node-perf-workshop, from the registry: the `npx node-perf-workshop` it prints works from another folder', async () => {
  const registry = await oneServingRegistry()
  try {
    const env = { npm_config_registry: registry.url, npm_config_cache: temporary('npw-cache-'), HOME: freshHome(), LANG: 'C.UTF-8', NO_COLOR: '1' }
    const result = await run('npx', ['--yes', 'node-perf-workshop', 'hint'], { cwd: temporary('npw-npx-'), env })
    assert.strictEqual(result.code, 0, result.output)
    assert.strictEqual(await printedFormWorks(result.output, env), 'npx node-perf-workshop')
  } finally {
    registry.close()
  }
})

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
  const env = { npm_config_cache: temporary('npw-cache-'), HOME: freshHome(), LANG: 'C.UTF-8', NO_COLOR: '1' }
  const result = await run('npx', ['--yes', `./node-perf-workshop-${version}.tgz`, 'list'], { cwd: folder, env })
  assert.strictEqual(result.code, 0, result.output)
  assertListsExercises(result.output)
  // The command it prints: npx would install the tarball again elsewhere, so `node <its bin>`.
  const hint = await run('npx', ['--yes', `./node-perf-workshop-${version}.tgz`, 'hint'], { cwd: folder, env })
  assert.match(await printedFormWorks(hint.output, env), /^node \S+\/_npx\/[0-9a-f]+\/node_modules\/node-perf-workshop\/bin\/node-perf-workshop\.js$/)
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
  const env = { npm_config_cache: temporary('npw-cache-'), npm_config_offline: 'true', HOME: freshHome(), LANG: 'C.UTF-8', NO_COLOR: '1' }
  const result = await run('npx', ['--offline', '--yes', `./${bundle}`, 'list'], { cwd: laptop, env })
  assert.strictEqual(result.code, 0, result.output)
  assertListsExercises(result.output)
  const hint = await run('npx', ['--offline', '--yes', `./${bundle}`, 'hint'], { cwd: laptop, env })
  await printedFormWorks(hint.output, env)
})

// docs/GRADING.md's recipes, every step as printed, the install included: the learner's repository
// holds the tarball `npm pack` made (the recipes' WORKSHOP), and the job installs it from there.
test('the CI recipes of docs/GRADING.md run as printed, installing the workshop from a tarball made with npm pack', async () => {
  const { recipes, runJob } = require('./recipes')
  const { requirementPlan } = require('../lib/verify/requirements')
  const ids = listExercises().flatMap((exercise) => requirementPlan(exercise).points.map((point) => point.id))
  const packed = temporary('npw-pack-')
  const pack = await run('npm', ['pack', '--json', '--pack-destination', packed], { cwd: ROOT })
  assert.strictEqual(pack.code, 0, pack.output)
  const [{ filename }] = JSON.parse(pack.output.slice(pack.output.indexOf('[')))
  const cache = temporary('npw-cache-')
  for (const [ci, job] of Object.entries(recipes('en'))) {
    assert.strictEqual(job.env.WORKSHOP, `./${filename}`, `${ci}: the recipe installs the tarball npm pack makes`)
    const repository = temporary(`npw-ci-${ci}-`)
    fs.copyFileSync(path.join(packed, filename), path.join(repository, filename))
    fs.cpSync(path.join(ROOT, 'exercises', '12-n-plus-one', 'starter'), path.join(repository, '12-n-plus-one'), { recursive: true })
    // npm's global folder on the runner: writable, on PATH (setup-node's, the node image's as
    // root); the Jenkinsfile sets its own inside the workspace.
    const prefix = temporary('npw-prefix-')
    const env = { HOME: freshHome(), LANG: 'C.UTF-8', npm_config_cache: cache, npm_config_update_notifier: 'false', PATH: `${prefix}/bin:${path.dirname(process.execPath)}:${process.env.PATH}` }
    if (ci !== 'jenkins') env.npm_config_prefix = prefix
    try {
      const result = await runJob(job, { cwd: repository, env, inherit: shellEnv })
      assert.strictEqual(result.code, 1, `${ci}: a FAIL fails the job:\n${result.output}`)
      const xml = fs.readFileSync(path.join(repository, 'grade.xml'), 'utf8')
      assert.deepStrictEqual([...xml.matchAll(/<testcase name="([^"]+)"/g)].map((match) => match[1]), ids, `${ci}: every point of every exercise`)
      assert.match(xml, /<testcase name="12-n-plus-one\/at-most-4-statements"[^>]*>\s*<failure /)
      assert.ok(fs.existsSync(path.join(repository, 'grade.json')))
    } finally {
      for (const dir of [repository, prefix]) fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  fs.rmSync(packed, { recursive: true, force: true })
})
