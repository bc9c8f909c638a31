'use strict'
// `run --reporter json` on the learner's own service: the figures of each route as data, for a
// team to keep in CI (the format: docs/YOUR-SERVICE.md, "In CI"). The envelope is
// lib/reporters/json-document.js's.
const { jsonDocument, rounded } = require('../reporters/json-document')
const { named } = require('./index')

const FORMAT = 'node-perf-workshop/run'
const FORMAT_VERSION = 1

// A round's or a median's numbers: req/s, p99 latency and CPU time per request, in ms.
const figuresOf = (round) => ({
  rps: rounded(round.rps, 1),
  p99Ms: rounded(round.p99, 3),
  cpuPerRequestMs: rounded(round.cpuPerRequest, 4)
})
const rangeOf = (range, digits) => (range ? { median: rounded(range.median, digits), low: rounded(range.low, digits), high: rounded(range.high, digits) } : null)

function routeEntry ({ request, alone, sideBySide }) {
  const route = { method: request.method, path: request.path }
  if (alone) {
    return {
      ...route,
      rounds: alone.rounds.map(figuresOf),
      rps: rangeOf(alone.rps, 1),
      p99Ms: rangeOf(alone.p99, 3),
      cpuPerRequestMs: rangeOf(alone.cpu, 4)
    }
  }
  const { result, figures } = sideBySide
  const ratio = (figure) => figure && { ...rangeOf(figure, 3), finding: figure.finding }
  return {
    ...route,
    pairs: result.pairs.map((pair) => ({ a: figuresOf(pair.yours), b: figuresOf(pair.baseline) })),
    a: figuresOf(result.yours),
    b: figuresOf(result.baseline),
    // Above 1: A's advantage (A's req/s ÷ B's, B's p99 ÷ A's, B's CPU time ÷ A's).
    ratios: { rps: ratio(figures.rps), p99: ratio(figures.p99), cpu: ratio(figures.cpu) },
    finding: figures.rps.finding
  }
}

// options: routeOptions'; measured: measureRoutes' result, or null when an error stopped the run
// (then `error`: { key, message }, as the terminal said it).
function runReport ({ options, measured, error = null }) {
  return jsonDocument(FORMAT, FORMAT_VERSION, {
    file: options.file ? named(options.file) : null,
    vs: options.vs ? named(options.vs) : null,
    settings: measured
      ? { connections: measured.settings.connections, roundSeconds: measured.settings.roundSeconds, warmupSeconds: measured.settings.warmupSeconds }
      : null,
    routes: measured ? measured.routes.map(routeEntry) : [],
    error
  })
}

module.exports = { runReport }
