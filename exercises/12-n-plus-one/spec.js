'use strict'
// 12-n-plus-one: a customer's orders with their items, read with one statement per order (N+1),
// each reading a whole table because no index serves it. Fixed: a few statements per request,
// whatever the number of orders, each finding its rows through an index, prepared once.
const { checks, socketPathIn } = require('./checks')

module.exports = {
  reading: 'n-plus-one',
  submission: 'server.js',
  // The statement counter inside the learner's server (every thread), and where it answers.
  env: (ctx) => ({ NPW_STATEMENTS_SOCKET: socketPathIn(ctx.tmpDir) }),
  preload: 'preload.js',
  // No speed check: every requirement is decided by a count (statements per request, plans that
  // read a whole table, prepares per request), the same on any machine. A ratio could not decide
  // them (bench/figures.json): the half-fixes measured ran at 4.5× (a JOIN without an index) to 87×
  // (the indexes alone, still N+1) the starter on Node 26, and the second is as fast as the
  // reference solution (0.98–1.17×): many small queries are cheap in SQLite once indexed.
  checks,
  // What `profile` loads: a customer with 10 orders, a typical page (with the 60 orders of the
  // busiest customer, the starter answers so slowly that the requests queued when profile stops
  // it keep it busy past the few seconds it is given to exit and write its profile).
  profile: { request: { method: 'GET', path: '/api/customers/126/orders' } }
}
