'use strict'
// A per-run service (spec.service): a server of the exercise's own that the learner's server
// talks to (09's upstream). It runs in this process, on 127.0.0.1 and a port the system picks,
// so that the exercise's checks read what it recorded directly, without a socket of their own.
// It starts before the learner's server (whose env names its URL) and is stopped in the same
// `finally` as the servers; on Ctrl-C the process exits and its port closes with it.
const path = require('node:path')
const { WorkshopError } = require('../errors')

// Resolves the running service ({ url, stop(), … } as the exercise's module gives it), or null
// when the exercise has none. A service that fails to start is the workshop's failure.
async function startService (exercise, ctx) {
  const file = exercise.spec.service
  if (!file) return null
  try {
    return await require(path.join(exercise.exerciseDir, file)).start(ctx)
  } catch (error) {
    throw new WorkshopError('verify.service_failed', { file }, error.stack || String(error))
  }
}

// Stops it if there is one; never throws (it runs in a `finally`).
async function stopService (service) {
  if (!service) return
  try {
    await service.stop()
  } catch {}
}

module.exports = { startService, stopService }
