#!/usr/bin/env node
'use strict'
// Effect sizes: two servers side by side with the speed check's own protocol (warm-up, then
// alternating 1-second rounds at -c 10), repeated, printing each pair's ratio and the median.
// Use it to measure an effect before choosing an exercise's threshold.
//
//   node bench/side-by-side.js <a.js> <b.js> [--path /catalog] [--header 'accept-encoding: gzip']
//        [--env NODE_ENV=production] [--pairs 5] [--repeat 3] [--exercise upstream] [--round 3] [--save]
//
// The ratio is a's req/s ÷ b's req/s. Both servers get the same environment. With --exercise,
// the exercise's own speed check instead: its env, its service (spec.service) started first, its
// request, round, ratio and settings (the pairs still from --pairs), b in its baseline's place
// (the baseline's env and preload: 03's and 08's keep the two servers' sockets and logs apart).
// --round sets the seconds of each round and of the warm-up, for a server too slow to answer
// within the protocol's half second (12's starter). --save keeps the ratios in bench/results/
// (bench/results.js): the median of the run medians (value), the lowest and highest run median
// (range) and pair (pairs), as bench/figures.json writes a figure, which can name it as its source.
const { commandLine } = require('../scripts/command-line')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { startServer } = require('../lib/harness')
const { compareServers, median } = require('../lib/speed/compare')
const { findExercise } = require('../lib/exercises')
const { startService, stopService } = require('../lib/verify/service')
const { startMeasurement } = require('./results')

const ROOT = path.resolve(__dirname, '..')

const resolve = (value, ctx) => (typeof value === 'function' ? value(ctx) : value)

// The speed spec and the servers' env of one run: the options', or the exercise's (its service
// started, and put on ctx as verify does).
async function setUp (ctx, options) {
  const own = { request: { method: options.method || 'GET', path: options.path || '/', headers: options.headers || {} }, settings: {} }
  const env = options.env || {}
  if (!options.exercise) return { speed: own, env }
  const exercise = findExercise(options.exercise)
  ctx.service = await startService(exercise, ctx)
  const speed = resolve(exercise.spec.speed, ctx)
  const inDir = (file) => path.join(exercise.exerciseDir, file)
  const baseline = speed.baseline && {
    file: inDir(speed.baseline.file),
    env: { ...resolve(speed.baseline.env, ctx), ...env },
    preloads: speed.baseline.preload ? [inDir(speed.baseline.preload)] : []
  }
  // a runs with the exercise's preload, as the learner's server does (03's rounds ask it).
  const preloads = exercise.spec.preload ? [inDir(exercise.spec.preload)] : []
  return { speed: { ...speed, settings: { ...speed.settings } }, env: { ...resolve(exercise.spec.env, ctx), ...env }, baseline, preloads }
}

// One run: a's and b's servers started fresh (and the exercise's service), the speed check's
// protocol with `pairs` pairs, everything stopped. Resolves compareServers' result.
// options: { exercise, path, method, headers, env, pairs, round }. With an exercise, b is started
// as verify starts the speed check's baseline (its env and preload; with no b, its file too: e.g.
// 02's starter as deployed, 05's starter with compression()). bench/effect-matrix.js uses it too.
async function sideBySide (a, b, options = {}) {
  const ctx = { cores: os.availableParallelism(), tmpDir: fs.mkdtempSync(path.join(os.tmpdir(), 'npw-bench-')), service: null }
  const servers = []
  try {
    const { speed, env, baseline, preloads = [] } = await setUp(ctx, options)
    speed.settings.minPairs = Number(options.pairs || 5)
    if (options.round) Object.assign(speed.settings, { roundSeconds: Number(options.round), warmupSeconds: Number(options.round) })
    // Fresh processes each run, as verify does.
    // Each kept as soon as it runs, so that the finally stops a's server when b's fails to start.
    servers.push(await startServer({ file: a, env, preloads }))
    ctx.server = servers[0] // as verify's ctx: a speed spec may tell its two servers apart by it
    servers.push(await startServer(baseline ? { ...baseline, file: b || baseline.file } : { file: b, env, preloads }))
    return await compareServers({ yours: servers[0], baseline: servers[1], grade: false, speed })
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await stopService(ctx.service)
    fs.rmSync(ctx.tmpDir, { recursive: true, force: true })
  }
}

async function main () {
  const { values, positionals } = commandLine({
    usage: 'node bench/side-by-side.js <a.js> <b.js> [--path /] [--method GET] [--header "name: value"]… [--env K=V]…\n                           [--pairs 5] [--repeat 1] [--exercise id] [--round seconds] [--save]',
    positionals: { min: 2, max: 2 },
    options: {
      path: { type: 'string', default: '/' },
      method: { type: 'string', default: 'GET' },
      header: { type: 'string', multiple: true, default: [] },
      env: { type: 'string', multiple: true, default: [] },
      pairs: { type: 'string', default: '5' },
      repeat: { type: 'string', default: '1' },
      exercise: { type: 'string' },
      round: { type: 'string' },
      save: { type: 'boolean' }
    }
  })
  const measurement = startMeasurement('side-by-side')

  const pairsOf = (list, separator) => Object.fromEntries(list.map((item) => {
    const at = item.indexOf(separator)
    return [item.slice(0, at).trim(), item.slice(at + 1).trim()]
  }))
  const fmt = (n) => n.toFixed(2)
  const [a, b] = positionals.map((file) => path.resolve(file))
  const options = { exercise: values.exercise, path: values.path, method: values.method, headers: pairsOf(values.header, ':'), env: pairsOf(values.env, '='), pairs: values.pairs, round: values.round }
  const medians = []
  const allPairs = []
  for (let run = 1; run <= Number(values.repeat); run++) {
    const result = await sideBySide(a, b, options)
    const ratios = result.pairs.map((p) => p.ratio)
    medians.push(result.ratio)
    allPairs.push(...ratios)
    console.log(`run ${run}: a ${Math.round(result.yours.rps)} req/s (${Math.round(result.yours.bytesPerResponse)} B/response), ` +
      `b ${Math.round(result.baseline.rps)} req/s (${Math.round(result.baseline.bytesPerResponse)} B/response), ` +
      `ratios ${ratios.map(fmt).join(' ')}, median ${fmt(result.ratio)}`)
  }
  if (medians.length > 1) {
    console.log(`medians of ${medians.length} runs: ${medians.map(fmt).join(' ')}; ` +
      `min ${fmt(Math.min(...medians))}, median ${fmt(median(medians))}, max ${fmt(Math.max(...medians))}`)
  }
  if (values.save) {
    const round = (n) => Number(n.toFixed(2))
    const row = {
      id: 'ratio',
      a: path.relative(ROOT, a),
      b: path.relative(ROOT, b),
      value: round(median(medians)),
      range: [round(Math.min(...medians)), round(Math.max(...medians))],
      pairs: [round(Math.min(...allPairs)), round(Math.max(...allPairs))],
      medians: medians.map(round),
      all: allPairs.map(round)
    }
    console.error(`saved: ${measurement.save([row])}`)
  }
}

module.exports = { sideBySide }

if (require.main === module) {
  main().catch((error) => {
    console.error(error.message)
    process.exitCode = 1
  })
}
