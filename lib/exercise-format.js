'use strict'
// The exercise format as data: every field an exercise's spec.js may export, and the sentences
// that say what is wrong with one. One table for both of its readers: the engine validates a spec
// when it loads it (lib/exercises.js: a typo is a WorkshopError naming the field), and
// scripts/check.js reports the same sentences (its "spec-fields" rule; the files of an exercise
// folder are its "files" rule). exercises/README.md documents it, one table row per field, which
// check.js checks too. The engine reads these fields in lib/verify/, lib/commands/profile.js and
// lib/speed/compare.js.

const FORMAT = 'exercises/README.md'

const isString = (value) => typeof value === 'string' && value.length > 0
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)
const isFunction = (value) => typeof value === 'function'
const isNumber = (value) => typeof value === 'number' && Number.isFinite(value) && value > 0
const objectOrFunction = (value) => isObject(value) || isFunction(value)

// The speed protocol's settings and their defaults (lib/speed/compare.js runs the protocol; a
// spec's speed.settings overrides them), part of the format: a spec names them, and the engine
// and scripts/check.js read them here without loading the load generator.
// Half-second rounds: on 2026-11-23 (Node 26.10, 2 cores) they gave the same ratios as 1 s rounds
// (02 ×3.86 against ×3.8–4.5, its half-fix ×1.03 against ×1.02, 03's fast-json-stringify ×0.41
// against ×0.41, 05's gzipSync per request ×0.88 against ×0.87) and verdicts in 5–6 s, not 9–10.
const DEFAULTS = {
  connections: 10,
  roundSeconds: 0.5,
  warmupSeconds: 0.5,
  minPairs: 3,
  // A PASS may come after 2 pairs when both clear the threshold by this much: a correct answer
  // the numbers already show needs no third pair. Never a FAIL that early: on a busy machine a
  // FAIL must first be weighed against the exercise's excuse, after minPairs.
  earlyPassPairs: 2,
  earlyPassMargin: 0.2,
  maxPairs: 6, // 3 more pairs when the first 3 straddle the threshold
  noisyMaxPairs: 9, // and 3 more again when the machine is noisy
  noisySpread: 1.35, // max/min ratio above which we call the machine noisy
  margin: 0.15 // a median this far from the threshold decides even on a noisy machine
}

// kinds: the kinds of exercise the field belongs to; required: whether every exercise of those
// kinds must have it; type: what the value must be, in words and as a test.
const SPEC_FIELDS = {
  kind: { kinds: ['server', 'client'], type: "'server' or 'client'", valid: (v) => v === 'server' || v === 'client' },
  submission: { kinds: ['server', 'client'], required: true, type: 'a file name', valid: isString },
  reading: { kinds: ['server', 'client'], required: true, type: 'an article id', valid: isString },
  env: { kinds: ['server'], type: 'an object, or (ctx) => object', valid: objectOrFunction },
  service: { kinds: ['server'], type: 'a .js file of the exercise folder', valid: (v) => isString(v) && v.endsWith('.js') },
  preload: { kinds: ['server'], type: "'preload.js'", valid: (v) => v === 'preload.js' },
  prepare: { kinds: ['server'], type: '(ctx) => void', valid: isFunction },
  checks: { kinds: ['server'], type: 'an array of { run, decides }', valid: (v) => Array.isArray(v) && v.every((c) => isObject(c) && isFunction(c.run) && (c.decides === undefined || (Array.isArray(c.decides) && c.decides.every(isString)))) },
  speed: { kinds: ['server'], type: 'an object, or (ctx) => object', valid: objectOrFunction },
  profile: { kinds: ['server'], type: 'an object { request, traffic }', valid: (v) => isObject(v) && isObject(v.request) && (v.traffic === undefined || isFunction(v.traffic)) },
  target: { kinds: ['client'], required: true, type: 'an object { start }', valid: (v) => isObject(v) && isFunction(v.start) },
  path: { kinds: ['client'], required: true, type: "a path starting with '/'", valid: (v) => isString(v) && v.startsWith('/') },
  timeoutSeconds: { kinds: ['client'], required: true, type: 'a number of seconds', valid: isNumber }
}

// The fields of `speed` (an object, or what the function returns). `skip` alone is a speed
// check that cannot run on this machine.
const SPEED_FIELDS = {
  request: { required: true, type: 'an object { method, path, headers, body }', valid: (v) => isObject(v) && isString(v.path) },
  threshold: { required: true, type: 'a number (× the baseline)', valid: isNumber },
  baseline: { required: true, type: 'an object { file, env, preload }', valid: (v) => isObject(v) && isString(v.file) && (v.preload === undefined || isString(v.preload)) },
  verifyBody: { type: '(body) => boolean', valid: isFunction },
  round: { type: 'async (server, { connections, seconds }) => round', valid: isFunction },
  ratio: { type: '(yours, baseline) => number', valid: isFunction },
  measure: { type: "'rps', 'p99' or 'cpu'", valid: (v) => ['rps', 'p99', 'cpu'].includes(v) },
  settings: { type: 'an object of protocol settings', valid: (v) => isObject(v) && Object.keys(v).every((key) => key in DEFAULTS) },
  excuse: { type: '(result) => { key, params } or null', valid: isFunction },
  skip: { type: 'a message key', valid: isString }
}

// The kind of an exercise (spec.kind, 'server' by default).
const kindOf = (spec) => spec.kind || 'server'

// The closest known name, for a field that looks like a typo (edit distance at most 2).
function closest (name, known) {
  const distance = (a, b) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i)
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0]
      row[0] = i
      for (let j = 1; j <= b.length; j++) {
        const current = row[j]
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1))
        previous = current
      }
    }
    return row[b.length]
  }
  const best = known.map((candidate) => [candidate, distance(name, candidate)]).sort((a, b) => a[1] - b[1])[0]
  return best && best[1] <= 2 ? best[0] : null
}

// What is wrong with the fields of a spec (`where`: its file, for the sentences), one sentence
// each; [] when nothing is. A `speed` object is checked too; a speed function is checked on what
// it returns, with speedProblems.
function specProblems (spec, where) {
  const problems = []
  const kind = kindOf(spec)
  for (const [field, value] of Object.entries(spec)) {
    const known = SPEC_FIELDS[field]
    if (!known) {
      const guess = closest(field, Object.keys(SPEC_FIELDS))
      problems.push(`${where} exports "${field}", which is not a spec field${guess ? ` (did you mean "${guess}"?)` : ''}: rename it to one of the fields in ${FORMAT}, or move it to expected.js.`)
    } else if (!known.kinds.includes(kind)) {
      problems.push(`${where} exports "${field}", a field of ${known.kinds.join(' and ')} exercises, but this is a ${kind} exercise: remove it, or set kind.`)
    } else if (!known.valid(value)) {
      problems.push(`${where}: "${field}" must be ${known.type}.`)
    }
  }
  for (const [field, known] of Object.entries(SPEC_FIELDS)) {
    if (known.required && known.kinds.includes(kind) && spec[field] === undefined) {
      problems.push(`${where} has no "${field}": add it, ${known.type} (see ${FORMAT}).`)
    }
  }
  if (kind === 'server' && isObject(spec.speed)) problems.push(...speedProblems(spec.speed, where))
  return problems
}

// What is wrong with a speed check (the object, or what the spec's speed function returned).
function speedProblems (speed, where) {
  if (!isObject(speed)) return [`${where}: speed(ctx) must return an object (the speed check, or { skip }).`]
  const problems = []
  for (const [field, value] of Object.entries(speed)) {
    const known = SPEED_FIELDS[field]
    if (!known) {
      const guess = closest(field, Object.keys(SPEED_FIELDS))
      problems.push(`${where}: speed has a field "${field}" that the speed check does not read${guess ? ` (did you mean "${guess}"?)` : ''}: rename it to one of the speed fields in ${FORMAT}.`)
    } else if (!known.valid(value)) {
      problems.push(`${where}: speed.${field} must be ${known.type}.`)
    }
  }
  if (speed.skip) return problems
  for (const [field, known] of Object.entries(SPEED_FIELDS)) {
    if (known.required && speed[field] === undefined) problems.push(`${where}: speed has no "${field}": add it, ${known.type}.`)
  }
  return problems
}

module.exports = { SPEC_FIELDS, SPEED_FIELDS, DEFAULTS, FORMAT, kindOf, closest, specProblems, speedProblems }
