'use strict'
// The command the workshop prints works where the learner stands: for each way of starting it
// (on PATH, `npx .` from a checkout, `node <checkout>/bin/…`), the form it prints is run from
// another folder, outside the checkout, by bash, as a learner would paste it. The registry form
// (`npx node-perf-workshop`) is run in test/install.test.js, which has a registry to ask.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { commandForm, shellPath } = require('../lib/invocation')
const { ROOT, BIN, freshHome } = require('./helpers')

const temporary = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix))
const exists = new Set()
const fake = {
  read: (file) => fake.files[file] ?? null,
  real: (file) => (fake.links[file] || (exists.has(file) ? file : null)),
  files: {},
  links: {}
}

test('the printed form: on PATH, npx from the registry, npx of a folder, node <bin>', () => {
  const bin = '/home/ana/node-perf-workshop/bin/node-perf-workshop.js'
  exists.add(bin)
  const env = { PATH: '/usr/bin:/home/ana/.nvm/versions/node/v24.21.0/bin', HOME: '/home/ana' }
  // A checkout, started with node: the bin file, from the home folder on.
  assert.strictEqual(commandForm({ script: bin, bin, env, ...fake }), 'node ~/node-perf-workshop/bin/node-perf-workshop.js')
  // npm link or npm install -g: the name on PATH is this workshop.
  fake.links['/home/ana/.nvm/versions/node/v24.21.0/bin/node-perf-workshop'] = bin
  assert.strictEqual(commandForm({ script: '/home/ana/.nvm/versions/node/v24.21.0/bin/node-perf-workshop', bin, env, ...fake }), 'node-perf-workshop')
  // Another workshop of that name on PATH (an older install) is not this one.
  fake.links['/home/ana/.nvm/versions/node/v24.21.0/bin/node-perf-workshop'] = '/elsewhere/bin/node-perf-workshop.js'
  assert.strictEqual(commandForm({ script: bin, bin, env, ...fake }), 'node ~/node-perf-workshop/bin/node-perf-workshop.js')

  // Under npx: what it installed, as the learner typed it.
  const npxEnv = { ...env, npm_lifecycle_event: 'npx', npm_command: 'exec', PATH: `/home/ana/.npm/_npx/0123456789abcdef/node_modules/.bin:${env.PATH}` }
  const script = '/home/ana/.npm/_npx/0123456789abcdef/node_modules/.bin/node-perf-workshop'
  const manifest = '/home/ana/.npm/_npx/0123456789abcdef/package.json'
  const installed = '/home/ana/.npm/_npx/0123456789abcdef/node_modules/node-perf-workshop/bin/node-perf-workshop.js'
  exists.add(installed)
  fake.links[script] = installed
  fake.files[manifest] = JSON.stringify({ _npx: { packages: ['node-perf-workshop'] } })
  assert.strictEqual(commandForm({ script, bin: installed, env: npxEnv, ...fake }), 'npx node-perf-workshop')
  fake.files[manifest] = JSON.stringify({ _npx: { packages: ['node-perf-workshop@0.1.0'] } })
  assert.strictEqual(commandForm({ script, bin: installed, env: npxEnv, ...fake }), 'npx node-perf-workshop@0.1.0')
  // npx . in a checkout: the checkout's folder, which works from anywhere.
  fake.files[manifest] = JSON.stringify({ _npx: { packages: ['/home/ana/node-perf-workshop'] } })
  exists.add('/home/ana/node-perf-workshop')
  fake.links[script] = bin
  assert.strictEqual(commandForm({ script, bin, env: npxEnv, ...fake }), 'npx ~/node-perf-workshop')
  // A tarball through npx (the offline bundle): npx would install it again elsewhere.
  fake.files[manifest] = JSON.stringify({ _npx: { packages: ['./node-perf-workshop-offline-0.1.0.tgz'] } })
  fake.links[script] = installed
  assert.strictEqual(commandForm({ script, bin: installed, env: npxEnv, ...fake }),
    'node ~/.npm/_npx/0123456789abcdef/node_modules/node-perf-workshop/bin/node-perf-workshop.js')
})

test('a path as the shell reads it: ~ for the home folder, quoted when it has spaces or quotes', () => {
  assert.strictEqual(shellPath('/home/ana/w/bin/x.js', '/home/ana'), '~/w/bin/x.js')
  assert.strictEqual(shellPath('/home/anabel/w/x.js', '/home/ana'), '/home/anabel/w/x.js')
  assert.strictEqual(shellPath('/home/ana/my work/x.js', '/home/ana'), "~/'my work/x.js'")
  assert.strictEqual(shellPath("/opt/it's/x.js", '/home/ana'), "'/opt/it'\\''s/x.js'")
  assert.strictEqual(shellPath('/opt/npw/x.js', undefined), '/opt/npw/x.js')
})

// Runs a command line with bash in `cwd`, as a learner pastes it.
function bash (line, { cwd, env }) {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', line], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => { output += chunk })
    child.stderr.on('data', (chunk) => { output += chunk })
    child.on('close', (code) => resolve({ code, output }))
  })
}

// The form a run prints, from the line `hint` ends with ("`<form> hint` shows the next one").
function printedForm (output) {
  const match = /`([^`]+) hint`/.exec(output)
  assert.ok(match, output)
  return match[1]
}

// Starts the workshop with `start`, in a folder of its own, then runs the form it printed with
// `list` from another folder; resolves that form.
async function printedFormWorks (start, env) {
  const first = temporary('npw-learner-')
  const elsewhere = temporary('npw-elsewhere-')
  try {
    const started = await bash(`${start} hint`, { cwd: first, env })
    assert.strictEqual(started.code, 0, started.output)
    const form = printedForm(started.output)
    const again = await bash(`${form} list`, { cwd: elsewhere, env })
    assert.strictEqual(again.code, 0, `${form} list:\n${again.output}`)
    assert.match(again.output, /11\. /, again.output)
    return form
  } finally {
    fs.rmSync(first, { recursive: true, force: true })
    fs.rmSync(elsewhere, { recursive: true, force: true })
  }
}

const baseEnv = (home, extra = {}) => ({
  ...process.env,
  HOME: home,
  LANG: 'C.UTF-8',
  NO_COLOR: '1',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_cache: path.join(home, '.npm'),
  // Not the test runner's own npm run: the learner's shell.
  npm_lifecycle_event: '',
  npm_command: '',
  ...extra
})

// A checkout in the learner's home folder: the workshop's files, its node_modules linked.
function checkoutIn (home) {
  const checkout = path.join(home, 'src', 'node-perf-workshop')
  fs.cpSync(ROOT, checkout, { recursive: true, filter: (source) => !/[/\\](node_modules|\.git|test)$/.test(source) })
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'), 'dir')
  return checkout
}

test('on PATH (npm link, npm install -g): `node-perf-workshop` works from another folder', async () => {
  const home = freshHome()
  const bin = path.join(home, 'global', 'bin')
  fs.mkdirSync(bin, { recursive: true })
  fs.symlinkSync(BIN, path.join(bin, 'node-perf-workshop'))
  const env = baseEnv(home, { PATH: `${bin}${path.delimiter}${process.env.PATH}` })
  assert.strictEqual(await printedFormWorks('node-perf-workshop', env), 'node-perf-workshop')
})

test('a checkout started with node: `node ~/…/bin/node-perf-workshop.js` works from another folder', async () => {
  const home = freshHome()
  const checkout = checkoutIn(home)
  const form = await printedFormWorks(`node ${path.join(checkout, 'bin', 'node-perf-workshop.js')}`, baseEnv(home))
  assert.strictEqual(form, 'node ~/src/node-perf-workshop/bin/node-perf-workshop.js')
})

test('a checkout started with `npx .`: `npx ~/…` works from another folder', async () => {
  const home = freshHome()
  const checkout = checkoutIn(home)
  const env = baseEnv(home)
  const first = await bash('npx --yes . hint', { cwd: checkout, env })
  assert.strictEqual(first.code, 0, first.output)
  const form = printedForm(first.output)
  assert.strictEqual(form, 'npx ~/src/node-perf-workshop')
  const elsewhere = temporary('npw-elsewhere-')
  try {
    const again = await bash(`${form} list`, { cwd: elsewhere, env })
    assert.strictEqual(again.code, 0, `${form} list:\n${again.output}`)
    assert.match(again.output, /11\. /, again.output)
  } finally {
    fs.rmSync(elsewhere, { recursive: true, force: true })
  }
})
