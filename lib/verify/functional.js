'use strict'
// Runs an exercise's functional.js (node:test, so TAP when run by hand) in a child process
// against a running server, and reports each check as it finishes (an event of
// lib/reporters/index.js: the terminal shows it, a TAP or JUnit report records it).
const readline = require('node:readline')
const { pathToFileURL } = require('node:url')
const path = require('node:path')
const { spawnTracked, timeLimit, tail } = require('../harness/children')

const REPORTER = pathToFileURL(path.join(__dirname, 'check-reporter.js')).href
const TIMEOUT_MS = 60000

// Runs the checks, reporting each as it finishes.
// Resolves { ok, results: [{ ok, skipped, name, message }], timedOut, stderr }.
async function runChecks ({ file, env, lang, report, timeoutMs = TIMEOUT_MS }) {
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
  const code = await new Promise((resolve) => entry.child.once('close', resolve))
  limit.clear()
  await entry.stop(0)
  const ok = !limit.timedOut && code === 0 && results.length > 0 && results.every((r) => r.ok)
  return { ok, results, timedOut: limit.timedOut, stderr: stderr() }
}

module.exports = { runChecks }
