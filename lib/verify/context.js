'use strict'
// The run context (ctx) of one run of a server exercise, for verify, run and profile alike: a
// temporary folder, the core count, the exercise's service started first and everything stopped
// in one `finally` (the servers started through ctx.start, the service, the folder). What ctx
// holds, and which spec functions get it: exercises/README.md ("ctx").
const os = require('node:os')
const { startServer } = require('../harness')
const { startService, stopService } = require('./service')
const { speedProblems } = require('../exercise-format')
const { WorkshopError } = require('../errors')
const { temporaryFolder } = require('../files')

// A spec value that may be a function of ctx (env, speed, baseline.env).
const resolve = (value, ctx) => (typeof value === 'function' ? value(ctx) : value)

// spec.speed as this run resolves it, or null; a speed function is checked, on what it returns,
// against the format (lib/exercise-format.js) as scripts/check.js checks it.
function resolveSpeed (ctx) {
  const { spec, folder } = ctx.exercise
  const speed = resolve(spec.speed, ctx)
  if (!speed || typeof spec.speed !== 'function') return speed || null
  const problems = speedProblems(speed, `exercises/${folder}/spec.js`)
  if (problems.length > 0) throw new WorkshopError('cli.broken_spec', { problem: problems[0].replace(/\.$/, '') }, problems.slice(1).join('\n'))
  return speed
}

// Runs work(ctx) and cleans up after it, however it ends. The service (spec.service) starts
// before work runs: the learner's env names its URL. exercise is null for the learner's own
// service (lib/routes/): no exercise, no service.
async function withRunContext ({ exercise, file, t, out, tmpPrefix = 'npw-run-' }, work) {
  const started = []
  const tmp = temporaryFolder(tmpPrefix)
  const ctx = {
    exercise,
    file,
    t,
    out,
    tmpDir: tmp.dir,
    cores: os.availableParallelism(),
    server: null,
    service: null,
    // A check may start a server without awaiting it yet (06 starts its second instance while
    // it samples the first): each start is kept, so that the `finally` stops it even then.
    start ({ file, env, preloads = [] }) {
      const starting = startServer({ file, env, preloads })
      starting.catch(() => {}) // the caller sees the error; this copy only waits to stop it
      started.push(starting)
      return starting
    }
  }
  try {
    ctx.service = exercise ? await startService(exercise, ctx) : null
    return await work(ctx)
  } finally {
    out.endStatus()
    const servers = await Promise.allSettled(started)
    await Promise.all(servers.filter((s) => s.status === 'fulfilled').map((s) => s.value.stop()))
    await stopService(ctx.service)
    tmp.remove()
  }
}

module.exports = { withRunContext, resolve, resolveSpeed }
