'use strict'
// The exercise format as data: every field an exercise's spec.js may export. scripts/check.js
// enforces it (the files of an exercise folder are its "files" rule); exercises/README.md
// documents it, one table row per field, which check.js checks too. The engine reads these
// fields in lib/verify/server.js, lib/verify/client.js and lib/speed/compare.js.
const { DEFAULTS } = require('../lib/speed/compare')

const isString = (value) => typeof value === 'string' && value.length > 0
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)
const isFunction = (value) => typeof value === 'function'
const isNumber = (value) => typeof value === 'number' && Number.isFinite(value) && value > 0
const objectOrFunction = (value) => isObject(value) || isFunction(value)

// kinds: the kinds of exercise the field belongs to; required: whether every exercise of those
// kinds must have it; type: what the value must be, in words and as a test.
const SPEC_FIELDS = {
  kind: { kinds: ['server', 'client'], type: "'server' or 'client'", valid: (v) => v === 'server' || v === 'client' },
  submission: { kinds: ['server', 'client'], required: true, type: 'a file name', valid: isString },
  reading: { kinds: ['server', 'client'], required: true, type: 'an article id', valid: isString },
  env: { kinds: ['server'], type: 'an object, or (ctx) => object', valid: objectOrFunction },
  service: { kinds: ['server'], type: 'a .js file of the exercise folder', valid: (v) => isString(v) && v.endsWith('.js') },
  preload: { kinds: ['server'], type: "'preload.js'", valid: (v) => v === 'preload.js' },
  checks: { kinds: ['server'], type: 'an array of { run }', valid: (v) => Array.isArray(v) && v.every((c) => isObject(c) && isFunction(c.run)) },
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
  baseline: { required: true, type: 'an object { file, env }', valid: (v) => isObject(v) && isString(v.file) },
  verifyBody: { type: '(body) => boolean', valid: isFunction },
  round: { type: 'async (server, { connections, seconds }) => round', valid: isFunction },
  ratio: { type: '(yours, baseline) => number', valid: isFunction },
  measure: { type: "'rps' or 'p99'", valid: (v) => v === 'rps' || v === 'p99' },
  settings: { type: 'an object of protocol settings', valid: (v) => isObject(v) && Object.keys(v).every((key) => key in DEFAULTS) },
  excuse: { type: '(result) => { key, params } or null', valid: isFunction },
  skip: { type: 'a message key', valid: isString }
}

// The kind of an exercise (spec.kind, 'server' by default).
const kindOf = (spec) => spec.kind || 'server'

module.exports = { SPEC_FIELDS, SPEED_FIELDS, kindOf }
