'use strict'
// 02-node-env's deterministic checks. First: the server started as NODE_ENV=production is still
// production once it runs (preload.js reads process.env.NODE_ENV inside it): code that overwrites
// NODE_ENV with APP_ENV runs Express and every other library as staging, even when it hides the
// stack traces and caches the views by hand. Then the choice of config, started twice more: with
// APP_ENV and no NODE_ENV (APP_ENV decides, whatever NODE_ENV says), then the fallback the task
// asks for, NODE_ENV=staging and no APP_ENV (the config follows NODE_ENV), and neither
// (development). Each answers GET /api/info, whose "environment" is the loaded config's name.
const { probe, counterSocketPath, askCounter } = require('../../lib/kit')

const socketPathIn = (dir) => counterSocketPath(dir, 'env')

// undefined leaves a variable out of the server's environment, even if the workshop's own
// environment has it (child_process skips undefined values). `wrong(found)` and `crashed()` are
// the FAILs when the config is not the expected one, and when the server does not start.
const CASES = [
  {
    env: { APP_ENV: 'staging', NODE_ENV: undefined },
    expected: 'staging',
    wrong: (found) => ({ ok: false, key: 'app_env_ignored', params: { found, expected: 'staging' } }),
    crashed: () => ({ ok: false, key: 'app_env_crashed', params: { expected: 'staging' } })
  },
  {
    env: { NODE_ENV: 'staging', APP_ENV: undefined },
    expected: 'staging',
    wrong: (found) => ({ ok: false, key: 'fallback_wrong', params: { env: 'NODE_ENV=staging', found, expected: 'staging' } }),
    crashed: () => ({ ok: false, key: 'fallback_crashed', params: { env: 'NODE_ENV=staging', expected: 'staging' } })
  },
  {
    env: { NODE_ENV: undefined, APP_ENV: undefined },
    expected: 'development',
    wrong: (found) => ({ ok: false, key: 'default_wrong', params: { found, expected: 'development' } }),
    crashed: () => ({ ok: false, key: 'default_crashed', params: { expected: 'development' } })
  }
]

const stillProduction = {
  async run (ctx) {
    const answer = await askCounter(socketPathIn(ctx.tmpDir), 'env')
    if (!answer) return { ok: false, key: 'env_unseen' }
    if (answer.nodeEnv !== 'production') {
      return answer.nodeEnv === null
        ? { ok: false, key: 'node_env_removed' }
        : { ok: false, key: 'node_env_changed', params: { found: answer.nodeEnv } }
    }
    return { ok: true, key: 'still_production' }
  }
}

async function configWith (ctx, { env }) {
  let server
  try {
    server = await ctx.start({ file: ctx.file, env })
  } catch (error) {
    if (!error.key) throw error // ours, not the learner's: reported as such
    return { crashed: true }
  }
  try {
    const answer = await probe(server.url + '/api/info')
    try {
      const { environment } = JSON.parse(answer.body)
      return { found: environment === undefined ? answer.status : environment }
    } catch {
      return { found: answer.status || answer.error }
    }
  } finally {
    await server.stop() // not running beside the speed check
  }
}

const configChoice = {
  async run (ctx) {
    for (const which of CASES) {
      const { crashed, found } = await configWith(ctx, which)
      if (crashed) return which.crashed()
      if (found !== which.expected) return which.wrong(found)
    }
    return { ok: true, key: 'fallback_ok' }
  }
}

// Each check names the requirements it decides (exercises/NN-id/requirements.js, by id).
module.exports = { checks: [{ ...stillProduction, decides: ['still-production'] }, { ...configChoice, decides: ['app-env-chooses', 'falls-back-to-node-env', 'then-development'] }], socketPathIn }
