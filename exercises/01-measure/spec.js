'use strict'
// 01-measure: the learner writes the load generator; our counting server is the target.
module.exports = {
  kind: 'client',
  // The 2017 Express story rests on one ab run per setting: what such a run can and cannot show.
  reading: 'express-tuning',
  submission: 'bench.js',
  target: require('./target'),
  path: '/',
  timeoutSeconds: 10
}
