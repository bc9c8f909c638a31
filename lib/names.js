'use strict'
// The workshop's command name, as learners type it.
module.exports = { NAME: 'node-perf-workshop' }
