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
  // read a whole table, prepares per request), the same on any machine. What a speed check would
  // add is measured in bench/figures.json: every half-fix that leaves one requirement broken is
  // already many times faster than the starter (an index alone: N+1 statements, each cheap in an
  // embedded database), so no ratio could tell it from a correct submission; the counts can.
  checks,
  // What `profile` loads: the customer with the most orders (60), the starter's slowest request.
  profile: { request: { method: 'GET', path: '/api/customers/1265/orders' } }
}
