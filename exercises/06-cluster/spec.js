'use strict'
// 06-cluster: one worker per CPU core with node:cluster, restarts, clean shutdown.
const { checks, prepare } = require('./checks')
const { round, excuse } = require('./round')
const { request, bodyCheck, threshold } = require('./expected')

module.exports = {
  submission: 'server.js',
  reading: 'express-tuning',
  // With one core the learner's server is told it has two (preload.js), so that the checks of
  // structure (several pids, restarts, shutdown) mean something; elsewhere it sees the real ones.
  env: (ctx) => (ctx.cores < 2 ? { NPW_CORES: '2' } : {}),
  preload: 'preload.js',
  prepare,
  checks,
  speed: (ctx) => {
    if (ctx.cores < 2) return { skip: 'one_core' }
    return {
      request,
      threshold: threshold(ctx.cores),
      baseline: { file: 'starter/server.js' },
      verifyBody: bodyCheck(),
      round,
      excuse,
      // The simulation's loop is optimised during its first call: each worker is warm after a
      // few requests, and the default half second gives every worker dozens. 4 connections keep
      // both workers busy without a queue that outlasts the round (rounds of 0.5 s: 40 to 170
      // requests on 2 cores).
      settings: { connections: 4 }
    }
  }
}
