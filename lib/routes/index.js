'use strict'
// `run <file> --route "METHOD /path"` and `run <file> --vs <other> --route …` on the learner's
// own service (docs/YOUR-SERVICE.md): any server file that listens on process.env.PORT, started
// under the harness as verify starts an exercise's (a free port, readiness, its output kept, the
// whole process tree stopped however the run ends), each route asked once, then loaded in rounds
// (lib/routes/measure.js). Never an exercise: no checks, no starter, whichever one is selected.
const path = require('node:path')
const { setTimeout: sleep } = require('node:timers/promises')
const { withRunContext } = require('../verify/context')
const { probe } = require('../kit/probe')
const { lastLines } = require('../harness')
const { measureAlone, measureSideBySide, CPU_MEASURED } = require('./measure')
const { roundSettings } = require('./options')
const display = require('./display')
const { LearnerError } = require('../errors')
const { checkSubmission } = require('../verify/submission')

// How long the first request to a route may take (a service may warm a cache on it).
const FIRST_ANSWER_MS = 10000
const STDERR_WAIT_MS = 500

// The learner's environment, NODE_ENV included: the harness leaves NODE_ENV out for the
// exercises, each of which states its own, but a service runs as its team runs it.
const ownEnv = () => (process.env.NODE_ENV !== undefined ? { NODE_ENV: process.env.NODE_ENV } : {})

// A file as the learner named it: relative to the current folder when that is shorter than its
// absolute path (`../shop-before/app.js`, a worktree beside this one).
function named (file) {
  const relative = path.relative(process.cwd(), file)
  return relative && relative.length < file.length ? relative : file
}

// The names of the two versions in the lines and charts: their file names, or as the learner
// named them when the names are alike (app.js in two worktrees).
function labelsOf (files) {
  const names = files.map((file) => path.basename(file))
  if (new Set(names).size === names.length) return names
  const paths = files.map(named)
  return new Set(paths).size === paths.length ? paths : paths.map((shown, i) => `${shown} (${'AB'[i]})`)
}

// What the server printed on stderr since `before` (its text then), once it has had up to
// STDERR_WAIT_MS to arrive: a 5xx is answered before the error it logs reaches us through the pipe.
async function printedSince (server, before) {
  for (let waited = 0; server.stderr() === before && waited < STDERR_WAIT_MS; waited += 50) await sleep(50)
  const now = server.stderr()
  return now.startsWith(before) ? now.slice(before.length) : now
}

// One request to the route before any load: a route that does not answer with a 2xx would be
// measured as errors, or as a fast 404. Resolves how long the answer took, in ms.
async function checkRoute (server, request, label) {
  const before = server.stderr()
  const answer = await probe(server.url + request.path, {
    method: request.method, headers: request.headers, body: request.body, timeoutMs: FIRST_ANSWER_MS
  })
  if (answer.error) await server.ended() // a reset may be its crash, told first
  if (server.exit) throw await server.crashError()
  if (answer.ok) return answer.ms
  const params = { route: request.text, file: label, status: answer.status, seconds: FIRST_ANSWER_MS / 1000 }
  if (answer.error === 'timeout') throw new LearnerError('routes.no_answer', params)
  if (answer.error) throw new LearnerError('routes.closed', { ...params, error: answer.error })
  if (answer.status === 404) throw new LearnerError('routes.not_found', params)
  if (answer.status >= 500) {
    // The error it logged comes first, then its frames: the first lines, not the last.
    const printed = lastLines(await printedSince(server, before), Infinity).split('\n').slice(0, 6).join('\n')
    if (!printed.trim()) throw new LearnerError('routes.server_error_silent', params)
    throw new LearnerError('routes.server_error', params, printed)
  }
  throw new LearnerError('routes.bad_status', params)
}

const sum = (rounds, key) => rounds.reduce((total, round) => total + round[key], 0)

// After a route's rounds: a server that ended is the story; errors under load make the figures
// meaningless (an error is answered fast, and not counted as a request served); so does a round
// in which a server answered nothing (its requests take longer than a round).
// firstMs: the longest first answer (checkRoute's), from which a round long enough is suggested.
async function checkRounds (servers, rounds, request, labels, settings, firstMs) {
  for (const server of servers) {
    await server.ended(0)
    if (server.exit) throw await server.crashError()
  }
  rounds.forEach((own, i) => {
    const params = { file: labels[i], route: request.text }
    if (own.some((round) => round.responses === 0)) {
      // A round that takes three first answers and its own length again, at most a minute.
      const longer = Math.min(60, Math.ceil(settings.roundSeconds + (3 * firstMs) / 1000))
      throw new LearnerError('routes.too_slow', { ...params, seconds: settings.roundSeconds, longer })
    }
    const non2xx = sum(own, 'non2xx')
    const errors = sum(own, 'errors') + sum(own, 'timeouts')
    if (non2xx + errors > 0) throw new LearnerError('routes.errors_under_load', { ...params, non2xx, errors })
  })
}

// The server's file exists, is a file, and parses; a missing one gets a sentence of its own (the
// exercises' sentence suggests the starter command).
function checkServiceFile (file) {
  try {
    checkSubmission(file)
  } catch (error) {
    if (error.key === 'submission.missing') throw new LearnerError('routes.missing_file', error.params)
    throw error
  }
}

// options: lib/routes/options.js routeOptions'. Resolves { settings, labels, routes:
// [{ request, alone } | { request, sideBySide }] } for the JSON report.
async function measureRoutes ({ t, out, options }) {
  const settings = roundSettings(options)
  const files = [options.file, options.vs].filter(Boolean)
  const labels = labelsOf(files)
  return withRunContext({ exercise: null, file: options.file, t, out }, async (ctx) => {
    const servers = []
    for (const file of files) {
      out.step(t('verify.starting', { file: named(file) }))
      const server = await ctx.start({ file, env: ownEnv() })
      out.ok(t('verify.listening', { url: server.url }))
      for (const note of server.notes) out.note(t(note.key, note.params))
      servers.push(server)
    }
    if (!CPU_MEASURED) out.note(t('routes.cpu_unmeasured'))
    const routes = []
    for (const request of options.requests) {
      let firstMs = 0
      for (const [i, server] of servers.entries()) firstMs = Math.max(firstMs, await checkRoute(server, request, labels[i]))
      display.showRouteHeading({ t, out, request, settings, labels: options.vs ? labels : null })
      if (options.vs) {
        const measured = await measureSideBySide(servers[0], servers[1], request, settings, display.sideBySideProgress({ t, out, labels }))
        out.endStatus()
        const pairs = measured.result.pairs
        await checkRounds(servers, [pairs.map((pair) => pair.yours), pairs.map((pair) => pair.baseline)], request, labels, settings, firstMs)
        display.showSideBySideResult({ t, out, measured, request, labels, settings })
        routes.push({ request, sideBySide: measured })
      } else {
        const measured = await measureAlone(servers[0], request, settings, display.showAloneProgress({ t, out }))
        out.endStatus()
        await checkRounds(servers, [measured.rounds], request, labels, settings, firstMs)
        display.showAloneResult({ t, out, measured, request, label: labels[0] })
        routes.push({ request, alone: measured })
      }
    }
    return { settings, labels, routes }
  })
}

module.exports = { measureRoutes, checkRoute, checkServiceFile, ownEnv, labelsOf, named }
