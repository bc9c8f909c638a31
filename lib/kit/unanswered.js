'use strict'
// A check of the kit's: what a deterministic check says when the learner's server stops
// answering one of rawRequest's requests (./raw-http.js errors carry the request and its time
// limit).
const { RawHttpError } = require('./raw-http')

// A deterministic check (checks.js) whose server stops answering one of rawRequest's requests
// ends with the kit's sentence for it (checks.unanswered: the learner's problem), never with an
// error of the workshop.
function unansweredCheck (run) {
  return async (ctx) => {
    try {
      return await run(ctx)
    } catch (error) {
      if (!(error instanceof RawHttpError) || !error.request) throw error
      // A reset or a refusal may be the server crashing: once it has ended, the engine tells
      // that story (with its output) rather than this sentence.
      if (error.reason !== 'no_answer') await ctx.server.ended()
      const detail = ctx.t(`kit.${error.reason}`, { ...error.request, seconds: error.seconds })
      return { ok: false, key: 'unanswered', params: { detail } }
    }
  }
}

module.exports = { unansweredCheck }
