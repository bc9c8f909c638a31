'use strict'
// What `run` and `profile` read from the command line for the learner's own service
// (docs/YOUR-SERVICE.md): the routes, the request's headers and body, the load, and for `run`
// the other version (--vs) and the JSON report. Each mistake is one LearnerError, found before
// anything is started.
const fs = require('node:fs')
const path = require('node:path')
const { METHODS } = require('node:http')
const { LearnerError } = require('../errors')
const { DEFAULTS } = require('../exercise-format')
const { command: invocation } = require('../invocation')

// The flags that mean something only with --route, per command ('reporter' is run's JSON).
const ROUTE_ONLY = {
  run: ['vs', 'body', 'header', 'connections', 'duration', 'reporter'],
  profile: ['body', 'header', 'connections', 'duration']
}
const REPORTERS = ['json']
const CONNECTIONS = { min: 1, max: 1000 }
const SECONDS = { min: 0.1, max: 60 }
// A header's name: an HTTP token (RFC 9110, 5.6.2).
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

// Whether this command line is about the learner's own service rather than an exercise.
function forOwnService (flags) {
  return flags.route !== undefined
}

// "GET /api/rows" (or "/api/rows", a GET) → { method, path, text }.
function parseRoute (text) {
  const value = typeof text === 'string' ? text.trim() : ''
  const match = /^(?:(\S+)\s+)?(\/\S*)$/.exec(value)
  if (!match) throw new LearnerError('routes.bad_route', { route: value })
  const method = (match[1] || 'GET').toUpperCase()
  if (!METHODS.includes(method)) throw new LearnerError('routes.bad_method', { method: match[1], route: value })
  return { method, path: match[2], text: `${method} ${match[2]}` }
}

// "Name: value" → [name, value].
function parseHeader (text) {
  const value = typeof text === 'string' ? text : ''
  const colon = value.indexOf(':')
  const name = value.slice(0, colon).trim()
  if (colon < 1 || !TOKEN.test(name)) throw new LearnerError('routes.bad_header', { header: value })
  return [name, value.slice(colon + 1).trim()]
}

// The bytes of --body <file>, and the Content-Type its name suggests (.json), unless --header
// gives one.
function readBody (file, cwd) {
  if (typeof file !== 'string' || file === '' || file.startsWith('-')) throw new LearnerError('routes.body_needs_file')
  const full = path.resolve(cwd, file)
  let stat
  try {
    stat = fs.statSync(full)
  } catch {
    throw new LearnerError('routes.no_body_file', { file })
  }
  if (!stat.isFile()) throw new LearnerError('routes.no_body_file', { file })
  return { bytes: fs.readFileSync(full), json: path.extname(full).toLowerCase() === '.json' }
}

// A number flag within its bounds; undefined when not given.
function readNumber (flag, value, { min, max, whole }) {
  if (value === undefined) return undefined
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isFinite(number) || number < min || number > max || (whole && !Number.isInteger(number))) {
    throw new LearnerError(`routes.bad_${flag}`, { value: String(value) })
  }
  return number
}

// The own service's options for `command` ('run' or 'profile'):
// { file, vs, requests: [{ method, path, text, headers, body }], connections, seconds, reporter }.
// file and vs are absolute paths; seconds is a round's length (run) or the load's (profile),
// undefined when not given (the command's own default).
function routeOptions (flags, args, { command, cwd = process.cwd() }) {
  // `--vs --route …` gives --vs the word "--route": say what --vs lacks, not what follows it.
  if (command === 'run' && flags.vs !== undefined && (typeof flags.vs !== 'string' || flags.vs === '' || flags.vs.startsWith('-'))) {
    throw new LearnerError('routes.vs_needs_file')
  }
  if (!forOwnService(flags)) {
    const stray = ROUTE_ONLY[command].find((flag) => flags[flag] !== undefined)
    if (stray) throw new LearnerError('routes.needs_route', { flag: stray })
    return null
  }
  if (command === 'profile' && flags.vs !== undefined) throw new LearnerError('routes.profile_vs')
  if (!args[0]) throw new LearnerError('routes.no_file', { command, name: invocation() })
  const routes = [].concat(flags.route).map(parseRoute)
  if (command === 'profile' && routes.length > 1) throw new LearnerError('routes.profile_one_route', { count: routes.length })
  if (flags.reporter !== undefined && !REPORTERS.includes(flags.reporter)) {
    if (typeof flags.reporter !== 'string') throw new LearnerError('reporter.missing', { reporters: REPORTERS.join(', ') })
    throw new LearnerError('reporter.unknown', { reporter: flags.reporter, reporters: REPORTERS.join(', ') })
  }
  const headers = Object.fromEntries([].concat(flags.header || []).map(parseHeader))
  const body = flags.body !== undefined ? readBody(flags.body, cwd) : null
  const named = (name) => Object.keys(headers).some((key) => key.toLowerCase() === name)
  if (body && body.json && !named('content-type')) headers['Content-Type'] = 'application/json'
  return {
    file: path.resolve(cwd, args[0]),
    vs: flags.vs !== undefined ? path.resolve(cwd, flags.vs) : null,
    requests: routes.map((route) => ({
      ...route,
      headers: Object.keys(headers).length ? { ...headers } : undefined,
      body: body ? body.bytes : undefined
    })),
    connections: readNumber('connections', flags.connections, { ...CONNECTIONS, whole: true }),
    seconds: readNumber('duration', flags.duration, SECONDS),
    reporter: flags.reporter || null
  }
}

// The protocol's settings for these options (DEFAULTS in lib/exercise-format.js): --connections, and
// --duration as the length of each round and of the warm-up.
function roundSettings (options) {
  const seconds = options.seconds || DEFAULTS.roundSeconds
  return { ...DEFAULTS, connections: options.connections || DEFAULTS.connections, roundSeconds: seconds, warmupSeconds: seconds }
}

module.exports = { forOwnService, routeOptions, roundSettings, parseRoute, parseHeader }
