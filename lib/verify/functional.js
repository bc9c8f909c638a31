'use strict'
// Runs an exercise's functional.js (node:test, so TAP when run by hand) in a child process
// against a running server, and reports each check as it finishes (an event of
// lib/reporters/index.js: the terminal shows it, a TAP or JUnit report records it).
const readline = require('node:readline')
const { pathToFileURL } = require('node:url')
const path = require('node:path')
const { spawnTracked, timeLimit, tail } = require('../harness/children')
const { WorkshopError } = require('../errors')
const { ROOT } = require('../exercises')

const REPORTER = pathToFileURL(path.join(__dirname, 'check-reporter.js')).href
const TIMEOUT_MS = 60000

// Runs the checks, reporting each as it finishes. Resolves { ok, results: [{ ok, skipped, name,
// message }], timedOut, stderr, code, signal (how the process ended), ms (how long it ran) }.
async function runChecks ({ file, env, lang, report, timeoutMs = TIMEOUT_MS }) {
  const started = Date.now()
  // Inside another test runner (our own test suite, a learner's CI) node:test would report to
  // that runner instead of to our reporter.
  const { NODE_TEST_CONTEXT, ...inherited } = process.env
  const entry = spawnTracked(process.execPath,
    [`--test-reporter=${REPORTER}`, '--test-reporter-destination=stdout', file], {
      env: { ...inherited, ...env, WORKSHOP_LANG: lang },
      stdio: ['ignore', 'pipe', 'pipe']
    })
  const stderr = tail(entry.child.stderr)
  const results = []
  readline.createInterface({ input: entry.child.stdout }).on('line', (line) => {
    let result
    try {
      result = JSON.parse(line)
    } catch {
      return // a stray console.log in a check
    }
    results.push(result)
    report({ type: 'check', stage: 'functional', ...result })
  })
  const limit = timeLimit(entry, timeoutMs)
  const [code, signal] = await new Promise((resolve) => entry.child.once('close', (...ending) => resolve(ending)))
  const ms = Date.now() - started
  limit.clear()
  await entry.stop(0)
  const ok = !limit.timedOut && code === 0 && results.length > 0 && results.every((r) => r.ok)
  return { ok, results, timedOut: limit.timedOut, stderr: stderr(), code, signal, ms }
}

// The error for a check process that ended without reporting a check: the workshop's, with what
// ended (the file), how (its exit code or the signal that ended it), when, and the end of its
// stderr, so that a report says where to look (a signal nobody in the workshop sent means another
// program stopped it).
function checksBroken (file, outcome) {
  const params = {
    file: path.relative(ROOT, file).split(path.sep).join('/'),
    seconds: (outcome.ms / 1000).toFixed(1),
    signal: outcome.signal,
    code: outcome.code
  }
  const lines = outcome.stderr.trim().split('\n').slice(-8).join('\n')
  return new WorkshopError(outcome.signal ? 'verify.checks_broken_signal' : 'verify.checks_broken', params, lines)
}

module.exports = { runChecks, checksBroken }
