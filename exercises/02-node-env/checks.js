'use strict'
// 02-node-env's deterministic check: the fallback the task asks for. The functional checks run
// the server as deployed (APP_ENV=staging); here it is started twice more without APP_ENV, once
// with NODE_ENV=staging (the config must follow NODE_ENV) and once with neither (development).
// Each answers GET /api/info, whose "environment" is the loaded config's name.
const { probe } = require('../../lib/kit')

// undefined leaves a variable out of the server's environment, even if the workshop's own
// environment has it (child_process skips undefined values).
const CASES = [
  { env: { NODE_ENV: 'staging', APP_ENV: undefined }, shown: 'NODE_ENV=staging', expected: 'staging' },
  { env: { NODE_ENV: undefined, APP_ENV: undefined }, shown: 'neither NODE_ENV nor APP_ENV', expected: 'development' }
]

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
      return { found: JSON.parse(answer.body).environment }
    } catch {
      return { found: answer.status || answer.error }
    }
  } finally {
    await server.stop() // not running beside the speed check
  }
}

const configFallback = {
  async run (ctx) {
    for (const fallback of CASES) {
      const { crashed, found } = await configWith(ctx, fallback)
      if (crashed) return { ok: false, key: 'fallback_crashed', params: { env: fallback.shown, expected: fallback.expected } }
      if (found !== fallback.expected) {
        return { ok: false, key: 'fallback_wrong', params: { env: fallback.shown, found, expected: fallback.expected } }
      }
    }
    return { ok: true, key: 'fallback_ok' }
  }
}

module.exports = { checks: [configFallback] }
