#!/usr/bin/env node
'use strict'
// Effect sizes: two servers side by side with the speed check's own protocol (warm-up, then
// alternating 1-second rounds at -c 10), repeated, printing each pair's ratio and the median.
// Use it to measure an effect before choosing an exercise's threshold.
//
//   node bench/side-by-side.js <a.js> <b.js> [--path /catalog] [--header 'accept-encoding: gzip']
//        [--env NODE_ENV=production] [--pairs 5] [--repeat 3] [--exercise upstream] [--round 3]
//
// The ratio is a's req/s ÷ b's req/s. Both servers get the same environment. With --exercise,
// the exercise's own speed check instead: its env, its service (spec.service) started first, its
// request, round, ratio and settings (the pairs still from --pairs). --round sets the seconds of
// each round and of the warm-up, for a server too slow to answer within the protocol's half second
// (12's starter).
const { parseArgs } = require('node:util')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { startServer } = require('../lib/harness')
const { compareServers, median } = require('../lib/speed/compare')
const { findExercise } = require('../lib/exercises')
const { startService, stopService } = require('../lib/verify/service')

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string', default: '/' },
    method: { type: 'string', default: 'GET' },
    header: { type: 'string', multiple: true, default: [] },
    env: { type: 'string', multiple: true, default: [] },
    pairs: { type: 'string', default: '5' },
    repeat: { type: 'string', default: '1' },
    exercise: { type: 'string' },
    round: { type: 'string' }
  }
})
if (positionals.length !== 2) {
  console.error('usage: node bench/side-by-side.js <a.js> <b.js> [--path /] [--header "name: value"] [--env K=V] [--pairs 5] [--repeat 1]')
  process.exit(1)
}

const pairsOf = (list, separator) => Object.fromEntries(list.map((item) => {
  const at = item.indexOf(separator)
  return [item.slice(0, at).trim(), item.slice(at + 1).trim()]
}))
const headers = pairsOf(values.header, ':')
const env = pairsOf(values.env, '=')
const fmt = (n) => n.toFixed(2)

const resolve = (value, ctx) => (typeof value === 'function' ? value(ctx) : value)

// The speed spec and the servers' env of one run: the options', or the exercise's (its service
// started, and put on ctx as verify does).
async function setUp (ctx) {
  const own = { request: { method: values.method, path: values.path, headers }, settings: {} }
  if (!values.exercise) return { speed: own, env }
  const exercise = findExercise(values.exercise)
  ctx.service = await startService(exercise, ctx)
  const speed = resolve(exercise.spec.speed, ctx)
  return { speed: { ...speed, settings: { ...speed.settings } }, env: { ...resolve(exercise.spec.env, ctx), ...env } }
}

async function main () {
  const [a, b] = positionals.map((file) => path.resolve(file))
  const medians = []
  for (let run = 1; run <= Number(values.repeat); run++) {
    const ctx = { cores: os.availableParallelism(), tmpDir: fs.mkdtempSync(path.join(os.tmpdir(), 'npw-bench-')), service: null }
    const servers = []
    try {
      const { speed, env } = await setUp(ctx)
      speed.settings.minPairs = Number(values.pairs)
      if (values.round) Object.assign(speed.settings, { roundSeconds: Number(values.round), warmupSeconds: Number(values.round) })
      // Fresh processes each run, as verify does.
      // Each kept as soon as it runs, so that the finally stops a's server when b's fails to start.
      servers.push(await startServer({ file: a, env }))
      servers.push(await startServer({ file: b, env }))
      const result = await compareServers({ yours: servers[0], baseline: servers[1], grade: false, speed })
      const ratios = result.pairs.map((p) => p.ratio)
      medians.push(result.ratio)
      console.log(`run ${run}: a ${Math.round(result.yours.rps)} req/s (${Math.round(result.yours.bytesPerResponse)} B/response), ` +
        `b ${Math.round(result.baseline.rps)} req/s (${Math.round(result.baseline.bytesPerResponse)} B/response), ` +
        `ratios ${ratios.map(fmt).join(' ')}, median ${fmt(result.ratio)}`)
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
      await stopService(ctx.service)
      fs.rmSync(ctx.tmpDir, { recursive: true, force: true })
    }
  }
  if (medians.length > 1) {
    console.log(`medians of ${medians.length} runs: ${medians.map(fmt).join(' ')}; ` +
      `min ${fmt(Math.min(...medians))}, median ${fmt(median(medians))}, max ${fmt(Math.max(...medians))}`)
  }
}

main().catch((error) => {
  console.error(error.message)
  process.exitCode = 1
})
