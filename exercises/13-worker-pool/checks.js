'use strict'
// The deterministic checks of 13-worker-pool, observed from inside the learner's server by
// preload.js (shared counters that every thread adds to, read through a private socket):
//   1. trackStats runs on a worker thread, never on the main thread (which serves /health);
//   2. threads are made once and reused, not one per request;
//   3. a track whose statistics throw gets a 500, and only that request: the pool goes on;
//   4. overload: 16 waiting requests are held, and the 17th gets a 503 at once (the bound, at its edge);
//   5. the pool is sized to the cores: on a second instance shown more cores than the machine
//      has (preload.js), between cores − 1 and cores threads alive at once under load;
//   6. SIGTERM on that instance: the requests in flight are answered, then the process exits.
// Every request asks for a track the server has never computed (a fresh id): a cache of
// results would answer without running the work the checks look for.
const path = require('node:path')
const { setTimeout: sleep } = require('node:timers/promises')
const { probe, canConnect, askCounter, counterSocketPath, treeLeftAt } = require('../../lib/kit')
const { statsPath, MAX_WAITING, freshId, damagedId, coresShown } = require('./expected')

const socketPathIn = (ctx, name = 'threads') => counterSocketPath(ctx.tmpDir, name)

const AT_ONCE = 8 // well within the queue bound: no correct server refuses any of them
const ROUNDS = 2
const REQUESTS = AT_ONCE * ROUNDS
// The most threads a pool starts during that traffic: one for each request of the first round
// (a pool that grows on demand, on a machine with 8 cores or more), then half as many again in
// each later round (Piscina's defaults end the threads beyond minThreads, half the cores, as soon
// as they are idle, and start them again). A new Worker per request starts REQUESTS.
const MAX_NEW_THREADS = AT_ONCE + (ROUNDS - 1) * AT_ONCE / 2
const DAMAGED = 6 // more than the threads of any pool on this machine: a pool that loses a worker per error runs out
const STOP_SECONDS = 5
const SLOW_MS = 15000 // a request of the checks may wait behind others on a busy machine
const LOST_MS = 8000 // after the errors: a pool with no thread left never answers

// As many requests at once as two per thread of a pool sized to the cores, within what a bounded
// queue must take: a correct server answers them all (checks 5 and 6).
const twoPerThread = (cores) => Math.min(2 * cores, cores + MAX_WAITING)

// `count` requests for fresh tracks, `atOnce` at a time; resolves the answers.
async function traffic (server, { count, atOnce, id = freshId, timeoutMs = SLOW_MS }) {
  const answers = []
  while (answers.length < count) {
    const round = Array.from({ length: Math.min(atOnce, count - answers.length) }, () => probe(server.url + statsPath(id()), { timeoutMs }))
    answers.push(...await Promise.all(round))
  }
  return answers
}

const answerOf = (answer) => String(answer.status || answer.error)

// refused_early for the first of `traffics` ([{ answers, atOnce }]) whose answers include a 503
// (its requests were sent atOnce at a time, well within the queue's bound), or null.
function refusedAmong (traffics) {
  for (const { answers, atOnce } of traffics) {
    const refused = answers.filter((answer) => answer.status === 503).length
    if (refused) return { ok: false, key: 'refused_early', params: { refused, count: answers.length, atOnce, waiting: MAX_WAITING } }
  }
  return null
}

// What the preload counted, or a problem when it cannot be read or saw nothing of stats.js.
async function counted (socketPath, command = 'read') {
  const reading = await askCounter(socketPath, command)
  if (!reading || reading.error) return { problem: { ok: false, key: 'counter_missing' } }
  return { reading }
}

// The second instance starts while the first is checked (06 does the same): the verdict comes
// sooner, and the engine stops it even when a check fails before it is used.
function startSecondInstance (ctx) {
  const cores = coresShown(ctx.cores)
  ctx.secondInstance = {
    cores,
    socketPath: socketPathIn(ctx, 'threads-second'),
    server: ctx.start({
      file: ctx.file,
      env: { NPW_CORES: String(cores), NPW_THREADS_SOCKET: socketPathIn(ctx, 'threads-second') },
      preloads: [path.join(__dirname, 'preload.js')]
    })
  }
}

// 1. Where trackStats ran while the server answered REQUESTS requests, AT_ONCE at a time. Its
// result is kept for the next check, which counts the threads of the same traffic.
const offTheLoop = {
  async run (ctx) {
    ctx.offTheLoop = await whereTrackStatsRan(ctx)
    return ctx.offTheLoop
  }
}

async function whereTrackStatsRan (ctx) {
  startSecondInstance(ctx)
  const socketPath = socketPathIn(ctx)
  const begun = await counted(socketPath, 'begin')
  if (begun.problem) return begun.problem
  const answers = await traffic(ctx.server, { count: REQUESTS, atOnce: AT_ONCE })
  const refused = refusedAmong([{ answers, atOnce: AT_ONCE }])
  if (refused) return refused
  const failed = answers.find((answer) => !answer.ok)
  if (failed) return { ok: false, key: 'stats_failed', params: { status: answerOf(failed) } }
  const { reading, problem } = await counted(socketPath)
  if (problem) return problem
  ctx.firstTraffic = reading
  const ran = reading.onMain + reading.onWorker
  if (reading.loaded === 0 || ran < REQUESTS) {
    return { ok: false, key: 'stats_not_seen', params: { count: REQUESTS, ran } }
  }
  if (reading.onMain > 0) {
    return { ok: false, key: 'work_on_main', params: { count: REQUESTS, onMain: reading.onMain, atOnce: AT_ONCE } }
  }
  return { ok: true, key: 'work_off_main', params: { count: REQUESTS, onWorker: reading.onWorker } }
}

// 2. The threads created during that traffic.
const reusesThreads = {
  async run (ctx) {
    const { created } = ctx.firstTraffic
    if (created > MAX_NEW_THREADS) {
      return { ok: false, key: 'threads_per_request', params: { count: REQUESTS, created } }
    }
    return { ok: true, key: 'threads_reused', params: { count: REQUESTS, created } }
  }
}

// 3. Damaged tracks, each beside good ones: a 500 for each damaged one, the good ones answered,
// and good ones answered after them (a pool that loses a worker per error has none left).
const errorsStayPut = {
  async run (ctx) {
    const { server } = ctx
    const mixed = []
    // A request that got no answer at all (a pool without threads left) is the pool's loss, not
    // a wrong status; once one is lost, the rounds after it would only wait for nothing.
    const unanswered = () => mixed.filter(({ answer }) => !answer.status)
    for (let i = 0; i < DAMAGED / 2 && unanswered().length === 0; i++) {
      const round = [damagedId(), freshId(), damagedId(), freshId()]
      const answers = await Promise.all(round.map((id) => probe(server.url + statsPath(id), { timeoutMs: LOST_MS })))
      mixed.push(...answers.map((answer, at) => ({ answer, damaged: at % 2 === 0 })))
    }
    if (server.exit) return { ok: false, key: 'error_crashed', params: { count: DAMAGED } }
    // A 503 here is a queue too short, not a wrong status nor an error that took others with it:
    // 4, then 8, were sent at once, and up to 16 may wait (the first check's traffic can miss it:
    // its requests may arrive as threads free up).
    const rounds = { answers: mixed.map(({ answer }) => answer), atOnce: 4 } // two damaged, two good
    const wrong = mixed.find(({ answer, damaged }) => damaged && answer.status && answer.status !== 500)
    if (wrong) return refusedAmong([rounds]) || { ok: false, key: 'error_status', params: { status: answerOf(wrong.answer) } }
    const after = unanswered().length ? [] : await traffic(server, { count: AT_ONCE, atOnce: AT_ONCE, timeoutMs: LOST_MS })
    if (server.exit) return { ok: false, key: 'error_crashed', params: { count: DAMAGED } }
    const sent = mixed.filter(({ damaged }) => damaged).length
    const refused = refusedAmong([rounds, { answers: after, atOnce: AT_ONCE }])
    if (refused) return refused
    const lost = [...mixed.filter(({ damaged, answer }) => !damaged || !answer.status).map(({ answer }) => answer), ...after].filter((answer) => !answer.ok)
    if (lost.length) {
      return { ok: false, key: 'error_pool_lost', params: { count: sent, failed: lost.length, status: answerOf(lost[0]) } }
    }
    return { ok: true, key: 'error_500', params: { count: DAMAGED } }
  }
}

// 4. The queue's bound, at its edge. The preload holds every worker thread at the start of
// trackStats until the check releases it, so that requests sent together stay in the server,
// whatever the machine's load: each thread holds one, the others wait (sent one by one, the first
// could be computed before the last arrive). First as many at once as the smallest pool allowed
// (one thread fewer than the cores) holds with MAX_WAITING waiting: none may be refused. Once the
// threads have taken theirs, more at once, OVER_BOUND past what the largest pool allowed (a
// thread per core) holds: a server answers each beyond its bound with 503 at once. After the
// release every request is answered: those that got their statistics were held, and less the
// requests the threads were computing, exactly MAX_WAITING waited (16 served, the 17th refused).
const fullQueueFor = (cores) => Math.max(1, cores - 1) + MAX_WAITING
const OVER_BOUND = 4
const RECEIVED_MS = 3000 // a server that has not read them all by then is not held longer

// Reads the counters until `done(reading)` or RECEIVED_MS: the last reading (null: none).
async function readUntil (socketPath, done) {
  const until = Date.now() + RECEIVED_MS
  for (;;) {
    const { reading } = await counted(socketPath)
    if (!reading || done(reading) || Date.now() > until) return reading || null
    await sleep(20)
  }
}

const boundedQueue = {
  async run (ctx) {
    const socketPath = socketPathIn(ctx)
    for (const command of ['begin', 'hold']) {
      const { problem } = await counted(socketPath, command)
      if (problem) return problem
    }
    const full = fullQueueFor(ctx.cores)
    const total = ctx.cores + MAX_WAITING + OVER_BOUND
    const answered = { count: 0 }
    const send = (count) => Array.from({ length: count }, () => probe(ctx.server.url + statsPath(freshId()), { timeoutMs: SLOW_MS })
      .then((answer) => { answered.count++; return answer }))
    let first, second, firstThreads, threads
    try {
      first = send(full)
      // Every one in the server's hands, and each live thread holding one (a pool that starts its
      // threads on demand has started them for those waiting).
      const reading = await readUntil(socketPath, (reading) => reading.received >= full && reading.started >= Math.min(reading.alive, full))
      firstThreads = reading ? reading.started : 0
      const early = answered.count
      second = send(total - full)
      // A correct server refuses those beyond its threads and MAX_WAITING at once.
      const last = await readUntil(socketPath, (reading) => reading.received >= total &&
        answered.count - early >= total - Math.min(reading.started, ctx.cores) - MAX_WAITING)
      threads = last ? last.started : firstThreads
    } finally {
      await counted(socketPath, 'release')
    }
    // What waited, of `answers` sent at once while `threads` requests were computed.
    const tally = (answers, threads) => {
      const refused = answers.filter((answer) => answer.status === 503).length
      return { count: answers.length, threads, waited: answers.length - refused - threads, refused, waiting: MAX_WAITING }
    }
    const held = await Promise.all(first)
    if (held.some((answer) => answer.status === 503)) return { ok: false, key: 'refused_full_queue', params: tally(held, firstThreads) }
    const answers = [...held, ...await Promise.all(second)]
    const other = answers.find((answer) => answer.status !== 200 && answer.status !== 503)
    if (other) return { ok: false, key: 'overload_status', params: { count: total, status: answerOf(other) } }
    const params = tally(answers, threads)
    if (params.waited > MAX_WAITING) return { ok: false, key: 'queue_unbounded', params }
    if (params.waited < MAX_WAITING) return { ok: false, key: 'refused_full_queue', params }
    return { ok: true, key: 'queue_bounded', params }
  }
}

// 5. On the second instance: the most threads alive at once while twice as many requests as
// its cores are in flight (16 more than its cores at most: none of them may wait beyond the bound).
const sizedToCores = {
  async run (ctx) {
    const { cores, socketPath } = ctx.secondInstance
    const server = await ctx.secondInstance.server
    const begun = await counted(socketPath, 'begin')
    if (begun.problem) return begun.problem
    const atOnce = twoPerThread(cores)
    const answers = await traffic(server, { count: atOnce, atOnce })
    const failed = answers.find((answer) => !answer.ok)
    if (failed) return { ok: false, key: 'stats_failed', params: { status: answerOf(failed) } }
    const { reading, problem } = await counted(socketPath)
    if (problem) return problem
    const params = { cores, peak: reading.peak, atOnce }
    if (reading.peak > cores) return { ok: false, key: 'pool_too_big', params }
    if (reading.peak < cores - 1) return { ok: false, key: 'pool_too_small', params }
    return { ok: true, key: 'pool_sized', params }
  }
}

// 6. SIGTERM while requests are in flight: the preload holds the worker threads at the start of
// trackStats until every request is in the server's hands and the server has taken the signal
// (its port closed, or the process gone), so that the requests are still in flight when the
// signal comes, however busy the machine (unheld, a server without a SIGTERM handler passed when
// the check's own process was late to send it: every answer had come). Then each must get its
// statistics, and every process must be gone, the port closed. The requests' connections close
// after their answer (a keep-alive one would keep server.close() waiting for Node's
// keepAliveTimeout, 5 s; the problem text says so). Two requests per thread: a round of work still
// waits in the queue when the signal goes.
const SIGNAL_TAKEN_MS = 2000 // a server that neither closes its port nor ends meanwhile is released then

const stopsOnSigterm = {
  async run (ctx) {
    const { cores, socketPath } = ctx.secondInstance
    const server = await ctx.secondInstance.server
    const members = new Set(server.pids())
    for (const command of ['begin', 'hold']) {
      const { problem } = await counted(socketPath, command)
      if (problem) return problem
    }
    const atOnce = twoPerThread(cores)
    const inflight = Array.from({ length: atOnce }, () => probe(server.url + statsPath(freshId()), { timeoutMs: SLOW_MS }))
    let sentAt
    try {
      await readUntil(socketPath, (reading) => reading.started > 0 && reading.received >= atOnce)
      process.kill(server.pid, 'SIGTERM')
      sentAt = Date.now()
      while (!server.exit && Date.now() - sentAt < SIGNAL_TAKEN_MS && await canConnect(server.port)) await sleep(20)
    } finally {
      await counted(socketPath, 'release') // nobody answers once the process is gone
    }
    const answers = await Promise.all(inflight)
    const left = await treeLeftAt(server, members, sentAt + STOP_SECONDS * 1000)
    const dropped = answers.filter((answer) => !answer.ok)
    if (dropped.length) return { ok: false, key: 'sigterm_dropped', params: { count: dropped.length, inflight: atOnce, status: answerOf(dropped[0]) } }
    if (left.length) return { ok: false, key: 'sigterm_left', params: { seconds: STOP_SECONDS } }
    if (await canConnect(server.port)) return { ok: false, key: 'sigterm_port', params: { port: server.port } }
    return { ok: true, key: 'sigterm_ok', params: { inflight: atOnce, ms: Date.now() - sentAt } }
  }
}

// Checks 2, 4, 5 and 6 observe worker threads: the threads trackStats ran on, the hold at the
// start of trackStats on a thread. While it runs on the main thread (the starter), each would
// say what nobody did ("0 new threads, reused", "your threads were computing 22", "the requests
// in flight got their statistics" of none): the first check's finding stands for them until then.
const onWorkerThreads = (check) => ({
  ...check,
  run: (ctx) => ctx.offTheLoop.ok ? check.run(ctx) : ctx.offTheLoop
})

module.exports = {
  // Each check with the requirements it decides (exercises/NN-id/requirements.js, by id).
  checks: [
    { ...offTheLoop, decides: ['off-the-main-thread', 'health-stays-fast', 'queue-not-too-short'] },
    { ...onWorkerThreads(reusesThreads), decides: ['reused-threads'] },
    { ...errorsStayPut, decides: ['pool-survives-errors', 'queue-not-too-short'] },
    { ...onWorkerThreads(boundedQueue), decides: ['bounded-queue', 'queue-holds-sixteen'] },
    { ...onWorkerThreads(sizedToCores), decides: ['sized-to-the-cores', 'sized-by-the-machine'] },
    { ...onWorkerThreads(stopsOnSigterm), decides: ['sigterm-answers-in-flight', 'sigterm-exits'] }
  ],
  socketPathIn,
  MAX_NEW_THREADS
}
