'use strict'
// 08-logging: one JSON line per request through a fast asynchronous logger, nothing lost at exit.
const path = require('node:path')
const { checks } = require('./checks')
const orders = require('./starter/data/orders.json')

const expectedList = JSON.stringify(orders.map(({ id, status, total }) => ({ id, status, total })))

// What made the starter slow is counted in checks.js (synchronous writes, a local date formatted
// for each line); the speed check only stops a logger that makes the service slower. Placed by
// the rule with bench/side-by-side.js (2026-11-27, medians of 7 runs of 3 pairs): the weakest
// correct, pino-http with its defaults on Node 22, 1.29 (1.04-1.41); the strongest wrong,
// pino writing the raw req and res (11 KB a line) on Node 22, 0.82 (0.68-0.93). Their middle is
// 1.03: ×1.29 and ×1.22 from each, under the rule's 1.3. No threshold leaves more on Node 22,
// where Express's own work is about half of each request (bench/figures.json).
const THRESHOLD = 1

module.exports = {
  submission: 'server.js',
  reading: 'express-tuning',
  // Both servers log to a file of their own in the run's temporary folder.
  env: (ctx) => ({ LOG_FILE: path.join(ctx.tmpDir, 'yours.log') }),
  // The write counter: it counts only in the check's own instance, which names its socket
  // (checks.js); in this one it stays idle.
  preload: 'preload.js',
  checks,
  speed: {
    request: { method: 'GET', path: '/api/orders' },
    threshold: THRESHOLD,
    baseline: { file: 'starter/server.js', env: (ctx) => ({ LOG_FILE: path.join(ctx.tmpDir, 'starter.log') }) },
    verifyBody: (body) => body === expectedList
  }
}
