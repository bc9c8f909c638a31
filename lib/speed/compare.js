'use strict'
// The side-by-side speed check (docs/ARCHITECTURE.md, "How a verdict is reached"): both servers
// already running, warmed up, then short alternating rounds (A B, B A, …). The statistic is the
// median of the per-pair ratios; the verdict comes early when every ratio is on one side of the
// threshold.
const { loadRound } = require('./load')
const { DEFAULTS } = require('../exercise-format')

function median (values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// Pure: given the ratios so far, is the verdict clear? { done, verdict?, noisy }
function decide (ratios, threshold, settings = DEFAULTS) {
  const { minPairs, maxPairs, noisyMaxPairs, noisySpread, margin, earlyPassPairs, earlyPassMargin } = { ...DEFAULTS, ...settings }
  const low = Math.min(...ratios)
  const high = Math.max(...ratios)
  const middle = median(ratios)
  const noisy = high / low > noisySpread
  if (ratios.length >= earlyPassPairs && low >= threshold * (1 + earlyPassMargin)) {
    return { done: true, verdict: 'pass', noisy }
  }
  if (ratios.length < minPairs) return { done: false, noisy: false }
  if (low >= threshold) return { done: true, verdict: 'pass', noisy }
  if (high < threshold) return { done: true, verdict: 'fail', noisy }
  if (ratios.length < (noisy ? noisyMaxPairs : maxPairs)) return { done: false, noisy }
  const clear = middle >= threshold * (1 + margin) || middle < threshold / (1 + margin)
  if (noisy && !clear) return { done: true, verdict: 'inconclusive', noisy }
  return { done: true, verdict: middle >= threshold ? 'pass' : 'fail', noisy }
}

// yours, baseline: running servers ({ url }). speed: the exercise's speed spec. onEvent gets
// { type: 'warmup' | 'round' | 'pair', … } for the live display. With grade=false (the `run`
// command) it measures minPairs pairs and gives no verdict. The result's `excuse` is the
// exercise's reason for an "inconclusive" (see speed.excuse in exercises/README.md), else null.
async function compareServers ({ yours, baseline, speed, grade = true, onEvent = () => {} }) {
  const settings = { ...DEFAULTS, ...speed.settings }
  // Both servers get the same load and the same body check, so the load generator spends the
  // same effort on each; only failures on the learner's side decide.
  const round = speed.round
    ? (server, seconds) => speed.round(server, { connections: settings.connections, seconds })
    : (server, seconds) => loadRound(server.url, {
        request: speed.request,
        connections: settings.connections,
        seconds,
        verifyBody: speed.verifyBody
      })
  const ratioOf = speed.ratio || ((mine, theirs) => mine.rps / theirs.rps)
  onEvent({ type: 'warmup', settings })
  // Both warm up at once: what a warmup measures is thrown away, only the JIT's work counts.
  await Promise.all([round(yours, settings.warmupSeconds), round(baseline, settings.warmupSeconds)])

  const pairs = []
  let decision = { done: false, noisy: false }
  let excuse = null // { key, params } from speed.excuse, when it explains the verdict
  while (!decision.done) {
    const order = pairs.length % 2 === 0 ? [yours, baseline] : [baseline, yours]
    const results = new Map()
    for (const server of order) {
      onEvent({ type: 'round', side: server === yours ? 'yours' : 'baseline', pair: pairs.length + 1 })
      results.set(server, await round(server, settings.roundSeconds))
    }
    // The learner's server died during these rounds: what they measured is no pair (0 req/s at a
    // ratio of thousands); its crash is the story, and the caller tells it.
    if (yours.exit) break
    const pair = { yours: results.get(yours), baseline: results.get(baseline) }
    pair.ratio = ratioOf(pair.yours, pair.baseline)
    pairs.push(pair)
    const ratios = pairs.map((p) => p.ratio)
    decision = grade
      ? decide(ratios, speed.threshold, settings)
      : { done: pairs.length >= settings.minPairs, noisy: false }
    // A measurement that other programs spoiled proves nothing either way: once the exercise
    // says this machine cannot show the effect (speed.excuse), more pairs would not either, and
    // the verdict is "inconclusive" (never a PASS the numbers did not show, nor a FAIL).
    if (grade && speed.excuse && pairs.length >= settings.minPairs && decision.verdict !== 'pass') {
      excuse = speed.excuse(resultOf(pairs, decision, speed))
      if (excuse) decision = { done: true, verdict: 'inconclusive', noisy: decision.noisy }
    }
    onEvent({ type: 'pair', pair, number: pairs.length, noisy: decision.noisy, done: decision.done })
    // Errors end a verify at once; `run` only measures, so it measures all its pairs.
    if (grade && pair.yours.failures > 0) {
      decision = { done: true, verdict: 'errors', noisy: decision.noisy }
      excuse = null
    }
  }
  return { ...resultOf(pairs, decision, speed), excuse }
}

function resultOf (pairs, decision, speed) {
  const ratios = pairs.map((p) => p.ratio)
  return {
    verdict: decision.verdict || null,
    noisy: decision.noisy,
    threshold: speed.threshold,
    measure: speed.measure || 'rps',
    // The route the check judges (speed.request), and the one loaded when that is another (a
    // round that times /health while it loads a route: the charts say which number is which).
    request: speed.request ? { method: speed.request.method || 'GET', path: speed.request.path } : null,
    loaded: (pairs[0] && pairs[0].yours.loaded) || null,
    ratio: median(ratios),
    low: Math.min(...ratios),
    high: Math.max(...ratios),
    pairs,
    yours: summarise(pairs.map((p) => p.yours)),
    baseline: summarise(pairs.map((p) => p.baseline))
  }
}

function summarise (rounds) {
  const sum = (key) => rounds.reduce((total, r) => total + r[key], 0)
  return {
    rps: median(rounds.map((r) => r.rps)),
    p99: median(rounds.map((r) => r.p99)),
    bytesPerResponse: median(rounds.map((r) => r.bytesPerResponse)),
    // A round that measured the server's CPU time per request (03's), in ms.
    ...(rounds.every((r) => r.cpuPerRequest !== undefined) ? { cpuPerRequest: median(rounds.map((r) => r.cpuPerRequest)) } : {}),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    mismatches: sum('mismatches')
  }
}

module.exports = { compareServers, decide, median, DEFAULTS }
