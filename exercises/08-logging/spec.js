'use strict'
// 08-logging: one JSON line per request through a fast asynchronous logger, nothing lost at exit.
const path = require('node:path')
const { checks } = require('./checks')
const orders = require('./starter/data/orders.json')

const expectedList = JSON.stringify(orders.map(({ id, status, total }) => ({ id, status, total })))

// Measured side by side on 2 busy cores: the reference solution serves 1.6-2.9 times the
// starter's requests per second (median of a run about 2.2); identical servers 0.83-1.16.
const THRESHOLD = 1.4

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
