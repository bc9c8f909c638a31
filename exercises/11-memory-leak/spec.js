'use strict'
// 11-memory-leak: a cache keyed by the full URL grows with every visit and never answers twice.
// Find it with `profile --heap`; fix it so that the cache stays a cache: bounded, and a good hit
// rate on the stated traffic.
const { checks, socketPathIn } = require('./checks')
const { trafficPaths } = require('./expected')

module.exports = {
  reading: 'heap-snapshots',
  submission: 'server.js',
  // The counter inside the learner's server, and where it answers (see preload.js).
  env: (ctx) => ({ NPW_HEAP_SOCKET: socketPathIn(ctx.tmpDir) }),
  preload: 'preload.js',
  // No speed check: both checks are deterministic. A leak costs speed only once the heap is large
  // (longer GC pauses), far beyond what a verify can wait for; see bench/figures.json.
  checks,
  // What `profile` loads: the stated traffic, each request a new visit.
  profile: { request: { method: 'GET', path: '/products/1' }, traffic: trafficPaths }
}
