'use strict'
// Units of the profile command: the CPU profile summary and Clinic's samples as a CPU profile.
const test = require('node:test')
const assert = require('node:assert')
const { summarise } = require('../lib/profile/cpu-profile')
const { fromClinicTicks } = require('../lib/profile/clinic-ticks')

const OWN = '/home/ana/04-hapi-podium'
const frame = (name, url, line) => ({ name: `${name} ${url}:${line}:3`, type: 'JS' })
const ON_REQUEST = frame('', `${OWN}/plugins/audit.js`, 33)
const ADD_LISTENER = frame('addListener', '/x/node_modules/@hapi/podium/lib/index.js', 213)
const VALIDATE = frame('validate', '/x/node_modules/@hapi/validate/lib/types/keys.js', 50)
const GETTER = frame('get events', '/x/node_modules/@hapi/hapi/lib/request.js', 97)
const WRITEV = { name: 'writev@@GLIBC_2.2.5', type: 'CPP' }
const IDLE = { name: 'epoll_pwait@@GLIBC_2.6', type: 'CPP' }
// What a tick ends in under validate: a built-in it called, and C++ in the node binary.
const BUILTIN = { name: 'StringPrototypeCharCodeAt', type: 'CODE' }
const NODE_BINARY = { name: '/usr/local/bin/node', type: 'SHARED_LIB' }

// 6 ticks in validation under the plugin (2 of them in what validate called), 2 in hapi's getter,
// 1 native write, 3 idle.
const TICKS = [
  ...Array(4).fill([ON_REQUEST, ADD_LISTENER, VALIDATE]),
  [ON_REQUEST, ADD_LISTENER, VALIDATE, BUILTIN],
  [ON_REQUEST, ADD_LISTENER, VALIDATE, BUILTIN, NODE_BINARY],
  ...Array(2).fill([ON_REQUEST, GETTER]),
  [WRITEV],
  ...Array(3).fill([IDLE])
]

test('Clinic\'s samples become a CPU profile: names with spaces, 0-based lines, idle waits', () => {
  const profile = fromClinicTicks(TICKS)
  const getter = profile.nodes.find((node) => node.callFrame.functionName === 'get events')
  assert.deepStrictEqual(getter.callFrame, { functionName: 'get events', url: '/x/node_modules/@hapi/hapi/lib/request.js', lineNumber: 96, columnNumber: 2 })
  assert.strictEqual(profile.samples.length, TICKS.length)
  const idle = profile.nodes.filter((node) => node.callFrame.functionName === '(idle)')
  assert.strictEqual(idle.length, 1)
  assert.strictEqual(profile.samples.filter((id) => id === idle[0].id).length, 3)
  assert.ok(!profile.nodes.some((node) => node.callFrame.functionName === BUILTIN.name), 'a built-in\'s time is its JavaScript caller\'s')
})

test('the summary: self time, packages, the learner\'s code by total time, the hottest stack', () => {
  const summary = summarise(fromClinicTicks(TICKS), OWN)
  assert.strictEqual(summary.totalMs, 9, 'idle time is not CPU time')
  // Native time is not a function to list: it is said apart, in words, after the functions.
  assert.deepStrictEqual(summary.functions.map((f) => [f.name, f.location, Math.round(f.percent)]), [
    ['validate', '@hapi/validate/lib/types/keys.js:50', 67],
    ['get events', '@hapi/hapi/lib/request.js:97', 22]
  ])
  assert.strictEqual(Math.round(summary.native.percent), 11)
  // The workshop's own sampler in the server is the profiler's cost, not a function to list.
  const sampler = frame('startSampler', require('node:path').join(__dirname, '..', 'lib', 'profile', 'call-sites.js'), 49)
  const withSampler = summarise(fromClinicTicks([...TICKS, [sampler]]), OWN)
  assert.deepStrictEqual(withSampler.functions.map((f) => f.name), ['validate', 'get events'])
  assert.ok(!withSampler.packages.some((p) => p.name === 'other'), 'nor a package')
  assert.deepStrictEqual(summary.packages.map((p) => p.name), ['@hapi/validate', '@hapi/hapi', 'node'])
  // Without call-site samples, the learner's function is shown where it starts.
  assert.deepStrictEqual(summary.own.map((f) => [f.location, Math.round(f.percent)]), [['plugins/audit.js:33', 89]])
  assert.deepStrictEqual(summary.stack.map((f) => f.location), [
    '@hapi/validate/lib/types/keys.js:50', '@hapi/podium/lib/index.js:213', 'plugins/audit.js:33'
  ])
})

test('the profiler\'s own packages are not the learner\'s, and a Node module\'s top-level code is no frame a request runs', () => {
  // 0x's preload and what it requires, Clinic's: the profiler's cost, not a package of theirs.
  const detectPort = frame('', '/opt/workshop/node_modules/0x/lib/preload/detect-port.js', 12)
  const onListen = frame('onListen', '/opt/workshop/node_modules/on-net-listen/index.js', 8)
  const clinic = frame('sample', '/opt/workshop/node_modules/@clinic/flame/injects/x.js', 3)
  const withProfiler = summarise(fromClinicTicks([...TICKS, [detectPort, onListen], [clinic]]), OWN)
  assert.deepStrictEqual(withProfiler.packages.map((p) => p.name), ['@hapi/validate', '@hapi/hapi', 'node'])
  assert.deepStrictEqual(withProfiler.functions.map((f) => f.name), ['validate', 'get events'])
  // "(anonymous) node:dgram:1" at the end of a request's stack: its time is its caller's.
  const dgram = { name: '(anonymous) node:dgram:1:1', type: 'JS' }
  const misnamed = summarise(fromClinicTicks([...Array(3).fill([ON_REQUEST, GETTER, dgram]), ...TICKS]), OWN)
  assert.ok(!misnamed.functions.some((f) => /dgram/.test(f.location)), JSON.stringify(misnamed.functions))
  assert.deepStrictEqual(misnamed.functions.map((f) => [f.name, Math.round(f.percent)]), [['validate', 50], ['get events', 42]])
})

test('the program\'s start is not in the summary: the learner\'s module requiring its framework is not their hot code', () => {
  const runMain = frame('', 'node:internal/main/run_main_module', 1)
  const serverTop = frame('', `${OWN}/server.js`, 1)
  const requireHapi = frame('', '/x/node_modules/@hapi/hapi/lib/index.js', 1)
  const summary = summarise(fromClinicTicks([...TICKS, ...Array(5).fill([runMain, serverTop, requireHapi])]), OWN)
  assert.strictEqual(summary.totalMs, 9, 'the 5 ticks of the start are not counted')
  assert.deepStrictEqual(summary.own.map((f) => f.location), ['plugins/audit.js:33'])
  assert.deepStrictEqual(summary.packages.map((p) => p.name), ['@hapi/validate', '@hapi/hapi', 'node'])
})

test('the learner\'s function at the line that calls into the hot code, not the line it starts at', () => {
  const audit = `${OWN}/plugins/audit.js`
  const podium = '/x/node_modules/@hapi/podium/lib/index.js'
  // call-sites.js rows: [caller, its first line, the line, callee, its first line, calls up, samples]
  const callSites = [
    [audit, 33, 39, podium, 58, 1, 9], // new Podium(…): the busiest line of the function
    [audit, 33, 40, podium, 237, 1, 5], // trail.on(…), which calls addListener (213)…
    [audit, 33, 40, podium, 213, 2, 5], // …one call further up
    [audit, 33, 38, '/x/node_modules/@hapi/hapi/lib/request.js', 97, 1, 2]
  ]
  const summary = summarise(fromClinicTicks(TICKS), OWN, { callSites })
  assert.deepStrictEqual(summary.stack.map((f) => f.location), [
    '@hapi/validate/lib/types/keys.js:50', '@hapi/podium/lib/index.js:213', 'plugins/audit.js:40'
  ], 'in the hottest stack: the line whose call leads to addListener')
  assert.deepStrictEqual(summary.own.map((f) => f.location), ['plugins/audit.js:39'], 'its busiest line')

  // --cpu-prof records the lines of the function on top (positionTicks): a learner's function
  // whose own line is hot (a JSON.stringify in it, say) is shown at that line.
  const profile = {
    nodes: [
      { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 }, children: [2] },
      { id: 2, callFrame: { functionName: 'handler', url: `file://${OWN}/server.js`, lineNumber: 9 }, positionTicks: [{ line: 12, ticks: 7 }, { line: 11, ticks: 1 }] }
    ],
    samples: [2, 2, 2],
    timeDeltas: [0, 1000, 1000]
  }
  assert.deepStrictEqual(summarise(profile, OWN).own.map((f) => f.location), ['server.js:12'])
})

// 0x reads the tick processor's stderr and closes it at the first warning; the processor's next
// warning then ended it on EPIPE, its output cut (a profile with no samples, Node 24 in CI).
test('the tick processor\'s warnings cannot cut its output short under 0x', async () => {
  const childProcess = require('node:child_process')
  const { quietTickProcessor } = require('../lib/profile/quiet-tick-processor')
  const spawn = childProcess.spawn
  try {
    quietTickProcessor()
    // Warnings on stderr between pieces of its output, as the processor writes them.
    const processor = 'let i = 0; const step = () => { console.error("Could not find SFI 0x" + i); process.stdout.write("x".repeat(10000)); if (++i < 200) setTimeout(step, 1) }; step()'
    const child = childProcess.spawn(process.execPath, ['-e', processor, '--', '--prof-process'], { stdio: ['ignore', 'pipe', 'pipe'] })
    child.stderr.once('data', () => child.stderr.destroy()) // 0x, at a warning
    let bytes = 0
    child.stdout.on('data', (chunk) => { bytes += chunk.length })
    const code = await new Promise((resolve) => child.on('close', resolve))
    assert.deepStrictEqual({ code, bytes }, { code: 0, bytes: 200 * 10000 })
  } finally {
    childProcess.spawn = spawn
  }
})

// The heap-snapshot reader of `profile --heap`, on two real snapshots of this process taken
// around a growing Map.
test('heap snapshots: what grew, by constructor, and the path back to the variable that keeps it', (t) => {
  const fs = require('node:fs')
  const os = require('node:os')
  const path = require('node:path')
  const v8 = require('node:v8')
  const { readSnapshot, compareSnapshots, retainingPath, describePath } = require('../lib/profile/heap-snapshot')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-heap-'))
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  class LeakyEntry { constructor (i) { this.payload = String(i).padStart(2000, 'x') } }
  const leakyEntries = new Map()
  // A closure that uses the Map: V8 then keeps it in the scope's context (a named variable in the
  // snapshot) rather than in a stack slot.
  const sizeOf = () => leakyEntries.size
  const before = readSnapshot(v8.writeHeapSnapshot(path.join(dir, 'before.heapsnapshot')))
  for (let i = 0; i < 2000; i++) leakyEntries.set(i, new LeakyEntry(i))
  const after = readSnapshot(v8.writeHeapSnapshot(path.join(dir, 'after.heapsnapshot')))
  const groups = compareSnapshots(before, after)
  const entries = groups.find((group) => group.name === 'LeakyEntry')
  assert.ok(entries && entries.countDelta === 2000 && entries.added.length === 2000, 'every new LeakyEntry, as new')
  assert.ok(groups.every((group, i) => i === 0 || group.sizeDelta <= groups[i - 1].sizeDelta), 'the biggest growth first')
  const found = describePath(after, retainingPath(after, entries.added[0]))
  assert.deepStrictEqual([found.holder.edgeType, found.holder.edgeName, found.holder.node.group], ['context', 'leakyEntries', 'Map'])
  assert.strictEqual(found.steps[0].node.group, 'LeakyEntry')
  // (The closure and its line: the running test's scope is held by the stack here, not by a
  // closure; test/exercises/11-memory-leak.test.js checks them on a real server.)
  assert.strictEqual(sizeOf(), 2000)
})

test('the package list names the groups that are no package in the reader\'s language, a package by its name', () => {
  const { showProfileSummary } = require('../lib/profile/display')
  const { createTranslator } = require('../lib/i18n')
  const summary = {
    totalMs: 1000,
    own: [],
    functions: [],
    stack: [],
    packages: ['your code', 'node', '(garbage collector)', '(program)', '(idle)', '(profiler)', 'express'].map((name, i) => ({ name, percent: 10 - i }))
  }
  for (const lang of ['en', 'zh-cn', 'ko']) {
    const t = createTranslator(lang)
    const lines = []
    showProfileSummary({ summary, t, out: { heading: (text) => lines.push(text), line: (text) => lines.push(text) } })
    const listed = lines.slice(lines.indexOf(t('profile.heading_packages')) + 1).map((line) => line.replace(/^\s*[\d.]+ ?%\s+/, ''))
    assert.deepStrictEqual(listed, [t('profile.your_code'), t('profile.node_itself'), t('profile.group_gc'), t('profile.group_program'), t('profile.group_idle'), t('profile.group_profiler'), 'express'], lang)
    if (lang !== 'en') assert.ok(listed.slice(2, 6).every((name) => /[\u4e00-\u9fff\uac00-\ud7a3]/.test(name)), `${lang}: ${listed}`)
  }
})
