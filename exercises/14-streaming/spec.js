'use strict'
// streaming: TODO(new-exercise) what the learner changes, and why it is slow.
const { checks } = require('./checks')

module.exports = {
  reading: 'backpressure',
  submission: 'server.js',
  checks
  // TODO(new-exercise) a speed check, placed by the rule (exercises/README.md, "Placing a threshold"):
  // speed: { request: { method: 'GET', path: '/' }, threshold: …, baseline: { file: 'starter/server.js' } }
}
