'use strict'
// 01-measure: the learner writes the load generator; our counting server is the target.
module.exports = {
  kind: 'client',
  submission: 'bench.js',
  target: require('./counting-server'),
  path: '/',
  timeoutSeconds: 12
}
