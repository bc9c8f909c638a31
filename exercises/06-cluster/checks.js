'use strict'
// The deterministic checks of 06-cluster, run after the functional ones: answers come from
// several workers; a killed worker is replaced while the service goes on; SIGTERM, and SIGINT,
// end the whole tree after the requests in flight are answered. The restart and SIGTERM checks run
// on a second instance of the learner's server (told it has 3 cores, preload.js), so that the speed
// check still has a whole cluster to measure. The SIGTERM check reuses that instance, after one of
// its workers was replaced: the newcomer must stop with the others. SIGINT goes to a third, at
// the same time.
const fs = require('node:fs')
const path = require('node:path')
const { setTimeout: sleep } = require('node:timers/promises')
const { probe, steadyLoad, canConnect, treeLeftAt, oncePerVerification, starterFilesKept } = require('../../lib/kit')
const { PID_HEADER } = require('./expected')

const SAMPLE_REQUESTS = 20
// The second instance is told it has this many cores (one more when the machine really has
// as many, so that a fixed worker count cannot pass by chance).
const coresFor = (real) => (real === 3 ? 4 : 3)
const LOAD_CONCURRENCY = 4
const EASED_GAP_MS = 50
const NEW_WORKER_SECONDS = 5
const STOP_SECONDS = 8 // a correct cluster gets 5 s of grace for its workers, and a little more
// When a worker runs without the preload, nothing is seen: the signal goes after ARRIVAL_MS (the
// requests take 400 ms, so it still finds them in flight when they arrived in their first 100 ms).
// With the preload in the workers, it waits for both however slow the machine, up to
// ARRIVAL_PATIENCE_MS: a request the primary has not handed to a worker when the signal comes
// can be lost by any cluster, and beside other work a correct shutdown was once told that its
// requests were dropped.
const ARRIVAL_MS = 300
const ARRIVAL_PATIENCE_MS = 5000

// The worker pids that answer sequential requests, each on its own connection: at least
// `count` requests, and more until `want` workers have answered or `patienceMs` has passed
// (workers start one by one; the port accepts as soon as the first one listens). Only workers that
// exist and have not answered yet are waited for: one process, or two fixed workers, fail at once.
// Resolves { pids: Set, requests, failed: answer|null, missing: number }.
async function samplePids (server, { count, want, patienceMs = 5000 }) {
  const pids = new Set()
  const started = Date.now()
  let missing = 0
  let requests = 0
  const mayGrow = () => server.pids().length - 1 > pids.size && Date.now() - started < patienceMs
  while (requests < count || (pids.size < want && mayGrow())) {
    const answer = await probe(server.url + '/health')
    requests++
    if (!answer.ok) return { pids, requests, failed: answer, missing }
    const pid = Number(answer.headers[PID_HEADER])
    if (Number.isInteger(pid) && pid > 0) pids.add(pid)
    else missing++
    if (requests >= count) await sleep(20)
  }
  return { pids, requests, failed: null, missing }
}

// Problems shared by the samples of every check, or null.
function sampleProblem (server, sample) {
  if (sample.failed) {
    return { ok: false, key: 'health_failed', params: { status: sample.failed.status || sample.failed.error } }
  }
  if (sample.missing > 0) return { ok: false, key: 'pid_missing', params: { count: sample.missing } }
  const tree = new Set(server.pids())
  const stranger = [...sample.pids].find((pid) => !tree.has(pid))
  if (stranger) return { ok: false, key: 'pid_stranger', params: { pid: stranger } }
  return null
}

// The second and third instances start beside the functional checks (spec.prepare): they are
// ready when the checks that use them begin (the engine stops them even if a check fails before
// they are used). The third, which only stops on SIGINT, is told it has 2 cores: a small cluster.
// Each writes the GET /api/forecast it receives to a file of its own (preload.js).
function prepare (ctx) {
  const start = (instance, cores) => ctx.start({
    file: ctx.file,
    env: { NPW_CORES: String(cores), NPW_ARRIVALS_FILE: arrivalsFile(ctx, instance) },
    preloads: [path.join(__dirname, 'preload.js')]
  })
  ctx.secondInstance = start('secondInstance', coresFor(ctx.cores))
  ctx.thirdInstance = start('thirdInstance', 2)
  restarted(ctx)
}

const arrivalsFile = (ctx, instance) => path.join(ctx.tmpDir, `${instance}-arrivals.log`)

// The lines the preload wrote for `instance` so far: ['process 123', 'forecast 124', …].
function arrivalLines (ctx, instance) {
  try {
    return fs.readFileSync(arrivalsFile(ctx, instance), 'utf8').split('\n').filter(Boolean)
  } catch {
    return []
  }
}

// How many GET /api/forecast the processes of `instance` have received so far.
const arrivalsAt = (ctx, instance) => arrivalLines(ctx, instance).filter((line) => line.startsWith('forecast ')).length

// Whether a process of `instance` other than its primary runs the preload: its arrivals are seen.
const workersSeen = (ctx, instance, server) => arrivalLines(ctx, instance).some((line) => line.startsWith('process ') && line !== `process ${server.pid}`)

const distinctWorkers = {
  async run (ctx) {
    const { server } = ctx
    const sample = await samplePids(server, { count: SAMPLE_REQUESTS, want: 2 })
    const problem = sampleProblem(server, sample)
    if (problem) return problem
    if (sample.pids.size < 2) {
      return { ok: false, key: 'one_process', params: { count: sample.requests, pid: [...sample.pids][0] } }
    }
    return { ok: true, key: 'workers_ok', params: { count: sample.requests, workers: sample.pids.size } }
  }
}

// A worker of the second instance killed under load, and its replacement awaited: it starts as
// soon as that instance listens (spec.prepare), beside the functional checks, since a replacement
// takes the learner's own start-up, about a second. The check reports it in its turn.
const restarted = (ctx) => oncePerVerification(ctx, 'restart', killAWorker)
const replacesDeadWorker = { run: restarted }

async function killAWorker (ctx) {
  const cores = coresFor(ctx.cores)
  const server = await ctx.secondInstance
  const sample = await samplePids(server, { count: 10, want: cores })
  const problem = sampleProblem(server, sample)
  if (problem) return problem
  if (sample.pids.size !== cores) {
    return { ok: false, key: 'workers_cores', params: { cores, count: sample.pids.size } }
  }
  // Pids came from our own server's tree (sampleProblem), and never the primary: only a
  // worker is killed.
  const victim = [...sample.pids].find((pid) => pid !== server.pid)
  const answers = []
  const load = steadyLoad(server.url + '/api/risk?trail=1', {
    concurrency: LOAD_CONCURRENCY,
    settleMs: 300,
    onAnswer: (answer) => answers.push({ answer, at: Date.now() })
  })
  await sleep(200)
  const killedAt = Date.now()
  process.kill(victim, 'SIGKILL')
  // The requests in flight on the victim are lost now or never. While the newcomer is awaited,
  // a request every 50 ms per connection finds it as soon as it answers, and a cluster that never
  // restarts does not keep the learner's cores busy for 5 s (about 9 s of CPU on 2 cores).
  load.ease(EASED_GAP_MS)
  const newcomer = () => answers.find(({ answer, at }) => at > killedAt && answer.ok &&
    !sample.pids.has(Number(answer.headers[PID_HEADER])))
  while (!newcomer() && Date.now() - killedAt < NEW_WORKER_SECONDS * 1000 && !server.exit) await sleep(50)
  await sleep(150) // the service goes on after the newcomer too
  await load.stop()
  if (server.exit) return { ok: false, key: 'restart_primary_died', params: { pid: victim } }
  const found = newcomer()
  if (!found) return { ok: false, key: 'restart_none', params: { pid: victim, seconds: NEW_WORKER_SECONDS } }
  const failed = answers.filter(({ answer }) => !answer.ok).length
  if (failed > LOAD_CONCURRENCY) {
    return { ok: false, key: 'restart_lost', params: { failed, inflight: LOAD_CONCURRENCY } }
  }
  return { ok: true, key: 'restart_ok', params: { pid: victim, newPid: found.answer.headers[PID_HEADER], failed } }
}

// `signal` to the primary of `instance` (a property of ctx) while two GET /api/forecast (400 ms
// each) are being served: both must be answered, then every process of it must end and its port
// be free. Each signal has messages of its own (sigterm_… and sigint_…).
async function stopOn (ctx, signal, instance) {
  const sigint = signal === 'SIGINT'
  const server = await ctx[instance]
  const members = new Set(server.pids())
  // Two requests that take 400 ms each: the signal goes once the workers have received both
  // (a connection whose request has not been read yet may be closed as idle, and no server
  // could answer it), and at the latest after ARRIVAL_MS, or ARRIVAL_PATIENCE_MS when they can
  // be seen.
  const inflight = [1, 2].map(() => probe(server.url + '/api/forecast', { timeoutMs: STOP_SECONDS * 1000 }))
  const sentAt = Date.now()
  const patienceMs = workersSeen(ctx, instance, server) ? ARRIVAL_PATIENCE_MS : ARRIVAL_MS
  while (arrivalsAt(ctx, instance) < 2 && Date.now() - sentAt < patienceMs) await sleep(10)
  process.kill(server.pid, signal)
  const signalledAt = Date.now()
  const answers = await Promise.all(inflight)
  const left = await treeLeftAt(server, members, signalledAt + STOP_SECONDS * 1000)
  const dropped = answers.filter((answer) => !answer.ok).length
  if (dropped) {
    const params = { count: dropped }
    return sigint ? { ok: false, key: 'sigint_dropped', params } : { ok: false, key: 'sigterm_dropped', params }
  }
  if (left.length) {
    const params = { count: left.length, pids: left.join(', '), seconds: STOP_SECONDS }
    return sigint ? { ok: false, key: 'sigint_left', params } : { ok: false, key: 'sigterm_left', params }
  }
  if (await canConnect(server.port)) {
    const params = { port: server.port }
    return sigint ? { ok: false, key: 'sigint_port', params } : { ok: false, key: 'sigterm_port', params }
  }
  const params = { count: members.size }
  return sigint ? { ok: true, key: 'sigint_ok', params } : { ok: true, key: 'sigterm_ok', params }
}

// SIGTERM's instance and SIGINT's are stopped at the same time (two clusters of their own, half
// a second sooner to the verdict); each check reports its own. The first to run starts both.
const INSTANCE_OF = { SIGTERM: 'secondInstance', SIGINT: 'thirdInstance' }
const stopped = (ctx, signal) => oncePerVerification(ctx, signal, () => stopOn(ctx, signal, INSTANCE_OF[signal]))
function stopsOn (signal) {
  return {
    run (ctx) {
      for (const other of Object.keys(INSTANCE_OF)) stopped(ctx, other)
      return stopped(ctx, signal)
    }
  }
}

// Each check names the requirements it decides (exercises/NN-id/requirements.js, by id).
module.exports = {
  checks: [
    // app.js as the starter has it: a faster app would pass the speed check without a cluster.
    { ...starterFilesKept(['app.js']), decides: ['app-unchanged'] },
    { ...distinctWorkers, decides: ['pid-header', 'workers-serve'] },
    { ...replacesDeadWorker, decides: ['one-worker-per-core', 'restart'] },
    { ...stopsOn('SIGTERM'), decides: ['sigterm-finishes-requests', 'sigterm-all-exit'] },
    { ...stopsOn('SIGINT'), decides: ['sigint-too'] }
  ],
  prepare
}
