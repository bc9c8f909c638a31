'use strict'
// 04-hapi-podium: a hapi 21 API whose audit plugin builds a Podium emitter and its listeners on
// every request, so Podium validates the same static definitions thousands of times a second.
const { checks, socketPathIn } = require('./checks')

module.exports = {
  reading: 'hapi-benchmarks',
  submission: 'server.js',
  // The counter inside the learner's server, and where it answers (see preload.js).
  env: (ctx) => ({ NPW_VALIDATION_SOCKET: socketPathIn(ctx.tmpDir) }),
  preload: 'preload.js',
  checks,
  speed: {
    request: { method: 'GET', path: '/api/trails/3' },
    threshold: 1.5,
    baseline: { file: 'starter/server.js' },
    verifyBody: (body) => body.includes('"Granite Saddle"')
  }
}
