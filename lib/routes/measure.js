'use strict'
// The figures of the learner's own service on one route (docs/YOUR-SERVICE.md): one server in
// rounds, or two versions side by side with the speed checks' protocol (lib/speed/compare.js:
// pairs A B, B A, … until decide() sees the ratios on one side of 1, more pairs on a noisy
// machine). Each round gives req/s, p99 latency and the CPU time the server's whole process tree
// spent per request.
const { compareServers, decide, median } = require('../speed/compare')
const { loadRound } = require('../speed/load')
const { processTicks } = require('../speed/cpu-load')

// Linux counts a process's CPU time in /proc in ticks of 1/100 s (USER_HZ, the same on every
// architecture Node supports there). Elsewhere the CPU time is not measured, and not shown.
const TICK_MS = 10
const CPU_MEASURED = process.platform === 'linux'

// One round of load on `server`, with the CPU time its process tree used meanwhile, per 2xx
// response, in ms (undefined where it cannot be measured, or nothing was answered).
async function measuredRound (server, request, { connections, seconds }) {
  const before = CPU_MEASURED ? processTicks(server.pids()) : null
  const round = await loadRound(server.url, { request, connections, seconds })
  if (!before || round.responses === 0) return round
  const after = processTicks([...new Set([...before.keys(), ...server.pids()])])
  let ticks = 0
  for (const [pid, now] of after) ticks += now - (before.get(pid) || 0)
  return { ...round, cpuPerRequest: (ticks * TICK_MS) / round.responses }
}

// { median, low, high } of the numbers, or null when one is missing.
function spread (values) {
  if (values.length === 0 || values.some((value) => value === undefined || value === null || !Number.isFinite(value))) return null
  return { median: median(values), low: Math.min(...values), high: Math.max(...values) }
}

// One server: a warm-up, then as many rounds as the protocol's shortest comparison has pairs
// (minPairs). onEvent gets { type: 'warmup' | 'round' | 'measured', … }. Resolves
// { rounds, rps, p99, cpu } (each { median, low, high }, cpu null where not measured).
async function measureAlone (server, request, settings, onEvent = () => {}) {
  const load = { connections: settings.connections }
  onEvent({ type: 'warmup', settings })
  await measuredRound(server, request, { ...load, seconds: settings.warmupSeconds })
  const rounds = []
  for (let number = 1; number <= settings.minPairs && !server.exit; number++) {
    onEvent({ type: 'round', number, total: settings.minPairs })
    const round = await measuredRound(server, request, { ...load, seconds: settings.roundSeconds })
    if (server.exit) break
    rounds.push(round)
    onEvent({ type: 'measured', number, round })
  }
  return {
    rounds,
    rps: spread(rounds.map((r) => r.rps)),
    p99: spread(rounds.map((r) => r.p99)),
    cpu: spread(rounds.map((r) => r.cpuPerRequest))
  }
}

// What the ratios of a figure say, each "above 1: A is better": 'better', 'worse', 'close' (the
// median within the protocol's margin of 1: closer than two measurements of one server can be
// told apart) or 'inconclusive' (decide() finds no answer, or the noisy machine's one).
function finding (ratios, settings) {
  const decision = decide(ratios, 1, settings)
  const middle = median(ratios)
  if (!decision.done || decision.verdict === 'inconclusive') return 'inconclusive'
  if (middle < 1 + settings.margin && middle > 1 / (1 + settings.margin)) return 'close'
  return decision.verdict === 'pass' ? 'better' : 'worse'
}

// Per pair, each figure's ratio, oriented so that above 1 is A's advantage: A's req/s ÷ B's,
// B's p99 ÷ A's, B's CPU time per request ÷ A's. Null where a side has no such number: a p99
// of 0 ms (autocannon counts latency in whole ms), a CPU time not measured.
const RATIOS = {
  rps: (pair) => (pair.baseline.rps > 0 ? pair.yours.rps / pair.baseline.rps : null),
  p99: (pair) => (pair.yours.p99 > 0 && pair.baseline.p99 > 0 ? pair.baseline.p99 / pair.yours.p99 : null),
  cpu: (pair) => (pair.yours.cpuPerRequest > 0 && pair.baseline.cpuPerRequest > 0 ? pair.baseline.cpuPerRequest / pair.yours.cpuPerRequest : null)
}

// Two versions side by side: compareServers with a threshold of 1 (is A faster than B, in
// req/s?), which decides how many pairs to measure; then each figure's ratio with its spread and
// its finding. onEvent: compareServers' events, for lib/speed/display.js. Resolves
// { result (compareServers'), figures: { rps, p99, cpu: { ratios, median, low, high, finding } | null } }.
async function measureSideBySide (a, b, request, settings, onEvent) {
  const result = await compareServers({
    yours: a,
    baseline: b,
    speed: {
      request,
      threshold: 1,
      settings,
      round: (server, load) => measuredRound(server, request, load)
    },
    onEvent
  })
  const figures = {}
  for (const [name, ratioOf] of Object.entries(RATIOS)) {
    const ratios = result.pairs.map(ratioOf)
    const range = spread(ratios)
    figures[name] = range && { ratios, ...range, finding: finding(ratios, settings) }
  }
  return { result, figures }
}

module.exports = { measureAlone, measureSideBySide, measuredRound, finding, CPU_MEASURED }
