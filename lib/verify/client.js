'use strict'
// verify and run for client exercises (01-measure): the learner's program is the load generator.
// We run it against a server of ours that records what really arrived, then the exercise's
// checks compare the learner's report with that record.
const fs = require('node:fs')
const path = require('node:path')
const { spawnTracked, timeLimit, tail } = require('../harness/children')
const { injection } = require('../inject')
const { programEnvironment } = require('../harness/environment')
const { runChecks, checksBroken } = require('./functional')
const { lastLines, injectedError, engineError } = require('../harness')
const { indent } = require('../text/output')
const { LearnerError } = require('../errors')
const { displayPath, temporaryFolder } = require('../files')

// Runs `file` with `args`; resolves { code, stdout, stderr, timedOut }.
async function runProgram (file, args, timeoutSeconds) {
  const modules = injection()
  const environment = programEnvironment(modules.env)
  const entry = spawnTracked(process.execPath, [...modules.nodeArgs, file, ...args], {
    cwd: path.dirname(file),
    env: environment.env,
    stdio: ['ignore', 'pipe', 'pipe']
  }, environment.cleanup)
  const stdout = tail(entry.child.stdout, 65536)
  const stderr = tail(entry.child.stderr)
  const limit = timeLimit(entry, timeoutSeconds * 1000)
  // The exit code, or the signal that ended it (an exit code of null alone says nothing).
  const { code, signal } = await new Promise((resolve) => {
    entry.child.once('error', () => resolve({ code: null, signal: null }))
    entry.child.once('exit', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal }))
  })
  limit.clear()
  await entry.stop(0) // and anything it left running
  return { code, signal, stdout: stdout(), stderr: stderr(), timedOut: limit.timedOut }
}

async function verifyClientExercise ({ exercise, file, t, out, report, grade = true }) {
  const { spec } = exercise
  const target = await spec.target.start()
  try {
    const url = target.url + spec.path
    out.step(t('client.running', { file: displayPath(file), url }))
    const run = await runProgram(file, [url], spec.timeoutSeconds)
    if (run.stdout.trim()) out.line(indent(run.stdout.trimEnd(), 6))
    if (run.timedOut) throw new LearnerError('client.timed_out', { seconds: spec.timeoutSeconds })
    if (run.code !== 0) {
      const ours = injectedError(run.stderr) || engineError(file, run.signal, run.stderr)
      if (ours) throw ours
      throw new LearnerError('client.failed', { code: run.signal || run.code }, run.stderr.trim() ? lastLines(run.stderr) : '')
    }
    // The program's own text too: a check may name the API form it used.
    const observations = {
      stdout: run.stdout,
      connections: target.connections(),
      timerLateness: target.timerLateness ? target.timerLateness() : [],
      source: fs.readFileSync(file, 'utf8').slice(0, 100000)
    }
    out.step(t('client.server_saw', { count: target.total() }))
    if (!grade) return { verdict: null }

    const folder = temporaryFolder('npw-')
    const record = path.join(folder.dir, 'observations.json')
    fs.writeFileSync(record, JSON.stringify(observations))
    try {
      out.heading(t('client.checks_heading'))
      const outcome = await runChecks({
        file: exercise.functionalFile,
        lang: t.lang,
        env: { OBSERVATIONS: record, WORKSHOP_EXERCISE: exercise.id },
        report
      })
      const failed = outcome.results.filter((r) => !r.ok)
      if (outcome.ok) return { verdict: 'pass', reason: 'checks' }
      if (failed.length === 0) throw checksBroken(exercise.functionalFile, outcome)
      return { verdict: 'fail', reason: 'functional', params: { count: failed.length, first: failed[0].message } }
    } finally {
      folder.remove()
    }
  } finally {
    await target.close()
  }
}

module.exports = { verifyClientExercise }
