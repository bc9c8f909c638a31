'use strict'
// verify and run for server exercises: start the learner's server under the harness, run the
// exercise's functional checks and deterministic checks, then the side-by-side speed check.
const path = require('node:path')
const { startServer } = require('./harness')
const { runChecks } = require('./functional')
const { compareServers } = require('./speed-check')
const { showSpeedProgress, showSpeedResult } = require('./speed-display')
const { LearnerError } = require('./learner-error')

function relative (file) {
  const shown = path.relative(process.cwd(), file)
  return shown.startsWith('..') ? file : shown
}

// A server that died while we tested it is the story, not the checks it failed.
async function throwIfCrashed (server) {
  if (server.exit) throw await server.crashError()
}

async function runFunctionalChecks ({ exercise, server, t, out }) {
  out.heading(t('verify.functional_heading'))
  const outcome = await runChecks({
    testFile: exercise.testFile,
    lang: t.lang,
    env: { SERVER_URL: server.url, WORKSHOP_EXERCISE: exercise.id },
    onResult: (result) => {
      if (result.skipped) return
      if (result.ok) out.ok(result.name)
      else out.bad(result.name, result.message)
    }
  })
  await throwIfCrashed(server)
  if (outcome.timedOut) throw new LearnerError('verify.checks_timed_out')
  if (outcome.results.length === 0) {
    // The check file itself broke: that is our bug, but say it plainly.
    throw new LearnerError('verify.checks_broken', {}, outcome.stderr.trim().split('\n').slice(-5).join('\n'))
  }
  const failed = outcome.results.filter((r) => !r.ok)
  return failed.length === 0
    ? null
    : { verdict: 'fail', reason: 'functional', params: { count: failed.length, first: failed[0].message } }
}

// Deterministic checks declared by the exercise (counts, bytes, pids): { ok, key, params }.
async function runExerciseChecks ({ exercise, server, t, out }) {
  for (const check of exercise.spec.checks || []) {
    const result = await check.run({ server, exercise, t })
    await throwIfCrashed(server)
    const message = t(`exercises.${exercise.id}.checks.${result.key}`, result.params)
    if (result.ok) out.ok(message)
    else {
      out.bad(message)
      return { verdict: 'fail', reason: 'check', params: { message } }
    }
  }
  return null
}

async function runSpeedCheck ({ exercise, server, t, out, grade, started }) {
  const { speed } = exercise.spec
  const baselineLabel = t(`exercises.${exercise.id}.baseline`)
  const shortLabel = t(`exercises.${exercise.id}.baseline_short`)
  out.heading(t('speed.heading', {
    method: speed.request.method || 'GET',
    path: speed.request.path,
    baseline: baselineLabel,
    threshold: speed.threshold.toFixed(2)
  }))
  const baseline = await startServer({
    file: path.join(exercise.exerciseDir, speed.baseline.file),
    env: speed.baseline.env
  })
  started.push(baseline)
  const result = await compareServers({
    yours: server,
    baseline,
    speed,
    grade,
    onEvent: showSpeedProgress({ t, out, shortLabel })
  })
  await throwIfCrashed(server)
  showSpeedResult({ result, t, out, shortLabel })
  return result
}

// Resolves { verdict: 'pass'|'fail'|'inconclusive'|null, reason, params, speed }.
async function verifyServerExercise ({ exercise, file, t, out, grade = true }) {
  const { spec } = exercise
  const started = []
  try {
    out.step(t('verify.starting', { file: relative(file) }))
    const server = await startServer({ file, env: spec.env })
    started.push(server)
    out.ok(t('verify.listening', { url: server.url }))
    for (const note of server.notes) out.note(t(note.key, note.params))

    if (grade) {
      const failure = (await runFunctionalChecks({ exercise, server, t, out })) ||
        (await runExerciseChecks({ exercise, server, t, out }))
      if (failure) return failure
    }
    if (!spec.speed) return { verdict: grade ? 'pass' : null, reason: 'checks' }

    const speed = await runSpeedCheck({ exercise, server, t, out, grade, started })
    if (!grade) return { verdict: null, speed }
    const reason = speed.verdict === 'errors' ? 'errors' : 'speed'
    return { verdict: speed.verdict === 'errors' ? 'fail' : speed.verdict, reason, speed }
  } finally {
    out.endStatus()
    await Promise.all(started.map((server) => server.stop()))
  }
}

module.exports = { verifyServerExercise, relative }
