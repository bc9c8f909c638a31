'use strict'
// `profile --heap` (docs/ARCHITECTURE.md, "Profiling"): heap snapshots of the learner's server
// before and after a stretch of load, compared in the terminal (heap-snapshot.js), the files kept
// for Chrome DevTools (Memory tab, "Load"). The server runs with heap-preload.js, which takes each
// snapshot after a full garbage collection when asked over a private socket: what is left is
// what the program keeps.
const fs = require('node:fs')
const net = require('node:net')
const os = require('node:os')
const path = require('node:path')
const { startServer } = require('../harness')
const { loadRound } = require('../speed/load')
const { newReportFolder, PRELOAD } = require('./index')
const { readSnapshot, compareSnapshots, retainingPath, describePath, idsOf } = require('./heap-snapshot')
const { LearnerError } = require('../errors')

const HEAP_PRELOAD = path.join(__dirname, 'heap-preload.js')
// Before the first snapshot, what a server builds once (a bounded cache filling up) is not growth:
// at least 2 s and WARMUP_REQUESTS requests (11's cache of 500 cards fills within 4000 of its
// traffic), on a slow or busy machine up to WARMUP_MAX_SECONDS.
const WARMUP_SECONDS = 2
const WARMUP_REQUESTS = 4000
const WARMUP_MAX_SECONDS = 12
const SNAPSHOT_TIMEOUT_MS = 60000 // a large heap takes a while to write
const GROUPS_SHOWN = 6
// V8's own bookkeeping, which moves a little in every run (code compiled during the load, maps,
// internal arrays): never what the learner's code keeps.
const V8_INTERNAL = /^\((compiled code|system|object shape)\)$|^system \/ /
// Growth below this is noise, not a leak: 64 KB, or 1 % of the heap when that is more.
const noiseFor = (heapBefore) => Math.max(64 * 1024, 0.01 * heapBefore)

// Asks the preload for a snapshot at `file`; resolves { file, heapUsed }.
function takeSnapshot (socketPath, file) {
  return new Promise((resolve, reject) => {
    let text = ''
    const socket = net.connect(socketPath, () => socket.write(file + '\n'))
    socket.setEncoding('utf8')
    socket.setTimeout(SNAPSHOT_TIMEOUT_MS, () => socket.destroy(new Error('timed out')))
    socket.on('data', (chunk) => { text += chunk })
    socket.on('error', reject)
    socket.on('close', () => {
      try {
        const answer = JSON.parse(text)
        if (answer.error) reject(new Error(answer.error))
        else resolve(answer)
      } catch {
        reject(new Error('no answer'))
      }
    })
  })
}

// The biggest new object of the group that grew most, and how it is kept alive.
function biggestRetained (before, after, group) {
  if (!group || group.added.length === 0) return null
  const sizeOf = (node) => after.nodes[node * after.nodeFieldCount + after.f.size]
  const biggest = group.added.reduce((best, node) => (sizeOf(node) > sizeOf(best) ? node : best))
  const found = retainingPath(after, biggest)
  const existed = idsOf(before)
  return found && describePath(after, found, (id) => existed.has(id))
}

// file: the learner's server; request and nextPath: what autocannon sends (nextPath, when given,
// a new path per request: the exercise's stated traffic); beforeLoad(server), optional: awaited
// before the load, as profileServer's. Resolves the report:
// { dir, snapshots: [before, after], heapUsed: [before, after], requests, noise, groups, path },
// groups: the learner's objects that grew by more than `noise` bytes, the biggest growth first.
async function profileHeap ({ file, env = {}, request, nextPath, seconds = 5, connections = 10, label = 'heap', beforeLoad = async () => {}, onStep = () => {} }) {
  const dir = newReportFolder(`${label}-heap`)
  // The socket in a short folder of its own: a socket's path has a length limit (about 100
  // bytes), which a report folder chosen with NODE_PERF_WORKSHOP_PROFILES may exceed.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-heap-'))
  const socketPath = path.join(socketDir, 'snapshots.sock')
  let finished = false
  const cleanUp = () => {
    fs.rmSync(socketDir, { recursive: true, force: true })
    if (!finished) fs.rmSync(dir, { recursive: true, force: true })
  }
  process.on('exit', cleanUp)
  try {
    onStep('starting')
    const server = await startServer({
      file,
      env: { ...env, NPW_PROFILE_CWD: path.dirname(file), NPW_HEAP_SNAPSHOTS: socketPath },
      preloads: [PRELOAD, HEAP_PRELOAD]
    })
    const snapshots = [path.join(dir, 'before.heapsnapshot'), path.join(dir, 'after.heapsnapshot')]
    const heapUsed = []
    let requests = 0
    try {
      await beforeLoad(server)
      onStep('loading', { url: server.url, seconds: WARMUP_SECONDS })
      const load = async (time) => {
        const round = await loadRound(server.url, { request, connections, seconds: time, nextPath })
        if (server.exit) throw await server.crashError()
        return round
      }
      let warmed = 0
      for (let spent = 0; spent < WARMUP_MAX_SECONDS && (spent === 0 || warmed < WARMUP_REQUESTS); spent += WARMUP_SECONDS) {
        warmed += (await load(WARMUP_SECONDS)).responses
      }
      onStep('snapshot', { which: 1 })
      heapUsed.push((await takeSnapshot(socketPath, snapshots[0])).heapUsed)
      onStep('loading_more', { seconds })
      requests = (await load(seconds)).responses
      onStep('snapshot', { which: 2 })
      heapUsed.push((await takeSnapshot(socketPath, snapshots[1])).heapUsed)
    } catch (error) {
      if (server.exit) throw await server.crashError()
      if (error instanceof LearnerError) throw error
      throw new LearnerError('profile.heap_no_snapshot', { reason: error.message })
    } finally {
      await server.stop(200)
    }
    onStep('comparing')
    const before = readSnapshot(snapshots[0])
    const after = readSnapshot(snapshots[1])
    // What of the learner's grew beyond the noise; none: the heap did not grow (no path shown).
    const noise = noiseFor(heapUsed[0])
    const groups = compareSnapshots(before, after).filter((group) => !V8_INTERNAL.test(group.name) && group.sizeDelta > noise)
    const report = {
      dir,
      snapshots,
      heapUsed,
      requests,
      noise,
      groups: groups.slice(0, GROUPS_SHOWN).map(({ added, ...group }) => group),
      path: groups.length ? biggestRetained(before, after, groups[0]) : null
    }
    finished = true
    return report
  } finally {
    process.removeListener('exit', cleanUp)
    cleanUp()
  }
}

module.exports = { profileHeap }
