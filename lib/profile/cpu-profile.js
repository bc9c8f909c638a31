'use strict'
// Reads a V8 CPU profile (node --cpu-prof, or Clinic's samples turned into one) and says where the
// time went, for the terminal:
// the functions with the most self time, the same grouped by package, the learner's own functions
// by total time, and the hottest stack (the call path of the busiest function), with files and
// lines. The flame graph shows the same in a browser; this makes the hot spot visible without one.
const fs = require('node:fs')
const path = require('node:path')
const { fileURLToPath } = require('node:url')
const { callSiteLine } = require('./call-sites')

const HIDDEN = new Set(['(root)', '(idle)', '(program)', '(profiler)'])
// The workshop's own code running in the learner's server (its preloads, the call-site sampler),
// and the profiler's (0x's preload and what it requires, Clinic's): the profiler's cost, like V8's
// "(program)", not a function or a package of the learner's to show.
const WORKSHOP = path.join(__dirname, '..') + path.sep
const PROFILER_PACKAGES = /^(0x|clinic|@clinic\/.+|on-net-listen)$/

// "file:///x/node_modules/@hapi/validate/lib/base.js" → { file, package: '@hapi/validate', shown }
function locate (url, ownFolder) {
  if (!url) return { file: '', package: 'node', shown: '' }
  if (url.startsWith('node:')) return { file: url, package: 'node', shown: url }
  let file = url
  try {
    if (url.startsWith('file:')) file = fileURLToPath(url)
  } catch {}
  const parts = file.split(/[\\/]/)
  const modules = parts.lastIndexOf('node_modules')
  if (modules >= 0 && parts.length > modules + 1) {
    const scoped = parts[modules + 1].startsWith('@')
    const name = parts.slice(modules + 1, modules + (scoped ? 3 : 2)).join('/')
    return { file, package: name, shown: parts.slice(modules + 1).join('/') }
  }
  const relative = path.relative(ownFolder, file)
  const own = !relative.startsWith('..') && !path.isAbsolute(relative)
  return { file, package: own ? null : 'other', shown: own ? relative.split(path.sep).join('/') : file }
}

function frameOf (node, ownFolder) {
  const { functionName, url, lineNumber } = node.callFrame
  const where = locate(url, ownFolder)
  if (where.file.startsWith(WORKSHOP) || PROFILER_PACKAGES.test(where.package || '')) return { key: '(profiler)', name: '(profiler)', line: 0, package: 'node', location: '', special: true }
  if (!url && !/^\(.*\)$/.test(functionName)) {
    // Native code (system calls, the V8 runtime, libc): one entry, not a list of C++ symbols.
    return { key: '(native)', name: '(native)', line: 0, package: 'node', location: '', special: true }
  }
  return {
    key: `${functionName}|${url}|${lineNumber}`,
    name: functionName || '(anonymous)',
    line: lineNumber + 1,
    file: where.file,
    shown: where.shown,
    package: where.package,
    location: url ? `${where.shown}:${lineNumber + 1}` : '',
    special: /^\(.*\)$/.test(functionName) && !url // (garbage collector), (program), …
  }
}

// V8's own work, which no line of JavaScript names: its built-in functions and the runtime, Node's
// C++ (HTTP parsing, sockets), and garbage collection.
const isNative = (frame) => frame.key === '(native)' || frame.special

// The line of the learner's function `frame` where its time goes: the call it makes to `callee`
// (the next frame up a hot stack) as the call-site samples saw it, else its busiest line in them,
// else the line V8 sampled most while it was on top (positionTicks), else the line it starts at.
function hotLine (frame, { callSites = [], nodes = [], callee = null }) {
  const start = { file: frame.file, start: frame.line }
  const sampled = (callee && callee.file && callSiteLine(callSites, start, { file: callee.file, start: callee.line })) ||
    callSiteLine(callSites, start)
  if (sampled) return sampled
  const ticks = new Map()
  for (const node of nodes) {
    for (const { line, ticks: count } of node.positionTicks || []) ticks.set(line, (ticks.get(line) || 0) + count)
  }
  return ticks.size ? [...ticks].sort((a, b) => b[1] - a[1])[0][0] : frame.line
}

// The nodes of the program's start: Node's bootstrap, the preloads and the main module's top-level
// code (its requires) all run under node:internal/main/. The profile is about the requests of the
// load; the start would otherwise put the learner's module (server.js:1, which requires the whole
// framework) at the head of their own code (04's starter: 14 % of the CPU time under Clinic).
// nodes: the profile's nodes by id.
function startNodes (profile, nodes) {
  const start = new Set()
  const visit = (node, inStart) => {
    const here = inStart || node.callFrame.url.startsWith('node:internal/main/')
    if (here) start.add(node.id)
    for (const child of node.children || []) visit(nodes.get(child), here)
  }
  if (profile.nodes.length) visit(profile.nodes[0], false)
  return start
}

// Self time per node in ms, from samples and their time deltas, the nodes of `start` left out.
function selfTimes (profile, start) {
  const self = new Map()
  const { samples = [], timeDeltas = [] } = profile
  for (let i = 0; i < samples.length; i++) {
    if (start.has(samples[i])) continue
    const next = timeDeltas[i + 1] ?? 0 // a sample lasts until the next one
    self.set(samples[i], (self.get(samples[i]) || 0) + Math.max(0, next) / 1000)
  }
  return self
}

// profile: the parsed .cpuprofile; ownFolder: the learner's folder (their code vs packages);
// callSites: what call-sites.js sampled (the lines inside the learner's functions).
function summarise (profile, ownFolder, { top = 8, callSites = [] } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children || []) parent.set(child, node.id)
  const self = selfTimes(profile, startNodes(profile, nodes))
  const frames = new Map(profile.nodes.map((node) => [node.id, frameOf(node, ownFolder)]))

  let total = 0
  const byFunction = new Map()
  const byPackage = new Map()
  for (const [id, ms] of self) {
    const node = nodes.get(id)
    if (!node || node.callFrame.functionName === '(idle)') continue
    total += ms
    const frame = frames.get(id)
    if (HIDDEN.has(frame.name)) continue
    const entry = byFunction.get(frame.key) || { ...frame, selfMs: 0, nodes: [] }
    entry.selfMs += ms
    entry.nodes.push(id)
    byFunction.set(frame.key, entry)
    const group = frame.key === '(native)' ? 'node' : frame.special ? frame.name : frame.package || 'your code'
    byPackage.set(group, (byPackage.get(group) || 0) + ms)
  }

  // Total time (self + callees) of the learner's own functions, each counted once per stack.
  const ownTotal = new Map()
  const ownFrames = new Map()
  const ownNodes = new Map() // key → the profile's nodes of that function (for positionTicks)
  for (const node of profile.nodes) {
    const frame = frames.get(node.id)
    if (frame.package === null && !frame.special) ownNodes.set(frame.key, [...(ownNodes.get(frame.key) || []), node])
  }
  for (const [id, ms] of self) {
    if (!nodes.has(id) || nodes.get(id).callFrame.functionName === '(idle)') continue
    const seen = new Set()
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = frames.get(at)
      if (frame.package !== null || frame.special || seen.has(frame.key)) continue
      seen.add(frame.key)
      ownFrames.set(frame.key, frame)
      ownTotal.set(frame.key, (ownTotal.get(frame.key) || 0) + ms)
    }
  }
  const ownLocation = (frame, callee) =>
    `${frame.shown}:${hotLine(frame, { callSites, nodes: ownNodes.get(frame.key), callee })}`

  const everything = [...byFunction.values()].sort((a, b) => b.selfMs - a.selfMs)
  const functions = everything.filter((f) => !isNative(f))
  const nativeMs = everything.filter(isNative).reduce((sum, f) => sum + f.selfMs, 0)
  // The stack worth showing is that of the busiest JavaScript outside Node itself: Node's HTTP and
  // socket work is the floor every server stands on, not a hot spot to fix.
  const hottest = functions.find((f) => f.package !== 'node') || functions[0]
  let stack = []
  if (hottest) {
    const busiest = hottest.nodes.reduce((best, id) => ((self.get(id) || 0) > (self.get(best) || 0) ? id : best))
    for (let at = busiest; at !== undefined; at = parent.get(at)) {
      if (!HIDDEN.has(frames.get(at).name)) stack.push(frames.get(at))
    }
  }
  const percent = (ms) => (total ? (100 * ms) / total : 0)
  // The learner's frames of the stack at the line that calls the frame above them.
  stack = stack.map((frame, index) => ({
    name: frame.name,
    location: frame.package === null && !frame.special ? ownLocation(frame, stack[index - 1]) : frame.location,
    package: frame.package
  }))
  // Packages by time; Node.js itself (native code among it) and V8's own work after them.
  const ranked = [...byPackage].sort((a, b) => b[1] - a[1])
  const underneath = (name) => name === 'node' || /^\(.*\)$/.test(name)
  const packages = [...ranked.filter(([name]) => !underneath(name)).slice(0, 5), ...ranked.filter(([name]) => underneath(name))]
  return {
    totalMs: total,
    samples: (profile.samples || []).length,
    functions: functions.slice(0, top).map((f) => ({ name: f.name, location: f.location, package: f.package, selfMs: f.selfMs, percent: percent(f.selfMs) })),
    native: { ms: nativeMs, percent: percent(nativeMs) },
    packages: packages.map(([name, ms]) => ({ name, ms, percent: percent(ms) })),
    own: [...ownTotal].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([key, ms]) => ({ name: ownFrames.get(key).name, location: ownLocation(ownFrames.get(key)), ms, percent: percent(ms) })),
    stack
  }
}

// The main thread's profile among those node wrote to `dir` (worker threads write their own).
function findProfile (dir) {
  let names
  try {
    names = fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))
  } catch {
    return null
  }
  if (names.length === 0) return null
  const main = names.find((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name))
  const chosen = main || names.map((name) => ({ name, size: fs.statSync(path.join(dir, name)).size }))
    .sort((a, b) => b.size - a.size)[0].name
  return path.join(dir, chosen)
}

module.exports = { summarise, findProfile }
