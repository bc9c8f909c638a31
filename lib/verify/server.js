'use strict'
// verify and run for server exercises: start the learner's server under the harness, run the
// exercise's functional checks and deterministic checks, then the side-by-side speed check.
//
// The steps and their order: docs/ARCHITECTURE.md, "How a verdict is reached". What a spec may
// declare, and the ctx given to its functions and checks: exercises/README.md. What the steps
// find (each check, the speed result) goes to `report` as data (lib/reporters/index.js), a
// function the caller passes (the terminal's, a CI report's: verify never imports a reporter);
// `out` gets only the narration (steps, headings, the speed check's progress).
const path = require('node:path')
const { runChecks, checksBroken } = require('./functional')
const { withRunContext, resolve, resolveSpeed } = require('./context')
const { compareServers } = require('../speed/compare')
const { showSpeedProgress } = require('../speed/display')
const { LearnerError } = require('../errors')
const { formatRatio } = require('../text/charts')
const { displayPath } = require('../files')

// A server that died while we tested it is the story, not the checks it failed.
async function throwIfCrashed (server) {
  if (server.exit) throw await server.crashError()
}

async function runFunctionalChecks (ctx) {
  const { exercise, server, t, out, report } = ctx
  out.heading(t('verify.functional_heading'))
  const checking = runChecks({
    file: exercise.functionalFile,
    lang: t.lang,
    env: {
      SERVER_URL: server.url,
      WORKSHOP_EXERCISE: exercise.id,
      WORKSHOP_TMP: ctx.tmpDir,
      ...(ctx.service ? { SERVICE_URL: ctx.service.url } : {})
    },
    report
  })
  const outcome = await checking
  await throwIfCrashed(server)
  if (outcome.timedOut) throw new LearnerError('verify.checks_timed_out')
  // The check file itself broke, or something stopped its process: ours to tell, with its detail.
  if (outcome.results.length === 0) throw checksBroken(exercise.functionalFile, outcome)
  const failed = outcome.results.filter((r) => !r.ok)
  ctx.checked.push(...outcome.results.map((r) => ({ ok: r.ok, message: r.message })))
  return failed.length === 0
    ? null
    : { verdict: 'fail', reason: 'functional', params: { count: failed.length, first: failed[0].message } }
}

// Work that threw because the learner's server died under it (a connection reset or refused, in
// a check or a round of the speed check): the crash is the story, not an error of the workshop.
async function orItsCrash (server, work) {
  try {
    return await work()
  } catch (error) {
    await server.ended()
    await throwIfCrashed(server)
    throw error
  }
}

// verify stops at the first check that fails; run (`all`) makes every one, to show them all.
async function runExerciseChecks (ctx, { all = false } = {}) {
  const { exercise, server, t, report } = ctx
  let first = null
  for (const [index, check] of (exercise.spec.checks || []).entries()) {
    const started = Date.now()
    const result = await orItsCrash(server, () => check.run(ctx))
    await throwIfCrashed(server)
    const message = t(`exercises.${exercise.id}.checks.${result.key}`, result.params)
    ctx.checked.push({ ok: result.ok, message })
    // What the check observed (its params) goes with it, for a report's diagnostics.
    report({ type: 'check', stage: 'deterministic', index, ok: result.ok, name: message, key: result.key, params: result.params, ms: Date.now() - started })
    if (!result.ok) {
      first = first || { verdict: 'fail', reason: 'check', params: { message } }
      if (!all) return first
    }
  }
  return first
}

// The starter to compare with, started through ctx (stopped with the rest), or null when this run
// makes no speed check. Only once every check has passed: most verifies end in a FAIL of a check,
// and a second server starting beside the learner's cost each of them a third of its CPU.
function startBaseline (ctx, speed) {
  if (!speed || speed.skip) return null
  const { exerciseDir } = ctx.exercise
  return ctx.start({
    file: path.join(exerciseDir, speed.baseline.file),
    env: resolve(speed.baseline.env, ctx),
    preloads: speed.baseline.preload ? [path.join(exerciseDir, speed.baseline.preload)] : []
  })
}

// Resolves { result, name, ms }: compareServers' result, and the heading that names the check.
async function runSpeedCheck (ctx, speed, baselineStarting, grade) {
  const { exercise, server, t, out } = ctx
  const shortLabel = t(`exercises.${exercise.id}.baseline_short`)
  const started = Date.now()
  const name = t('speed.heading', {
    method: speed.request ? speed.request.method || 'GET' : 'GET',
    path: speed.request ? speed.request.path : '',
    baseline: t(`exercises.${exercise.id}.baseline`),
    threshold: formatRatio(speed.threshold)
  })
  out.heading(name)
  const baseline = await baselineStarting
  const result = await orItsCrash(server, () => compareServers({
    yours: server,
    baseline,
    speed,
    grade,
    onEvent: showSpeedProgress({ t, out, shortLabel })
  }))
  await throwIfCrashed(server)
  return { result, name, ms: Date.now() - started }
}

// The speed check's part of the outcome: its verdict and why.
function speedOutcome (result) {
  if (result.excuse) return { verdict: 'inconclusive', reason: 'busy', speed: result }
  if (result.verdict === 'errors') return { verdict: 'fail', reason: 'errors', speed: result }
  return { verdict: result.verdict, reason: 'speed', speed: result }
}

// Resolves { verdict: 'pass'|'fail'|'inconclusive'|null, reason, params, speed }.
function verifyServerExercise ({ exercise, file, t, out, report, grade = true, withSpeed = true }) {
  const { spec } = exercise
  return withRunContext({ exercise, file, t, out }, async (ctx) => {
    ctx.report = report // what the checks find, as data (not a field of the ctx that exercises document)
    ctx.checked = [] // { ok, message } of every check made, for run's summary
    out.step(t('verify.starting', { file: displayPath(file) }))
    const preloads = spec.preload ? [path.join(exercise.exerciseDir, spec.preload)] : []
    const speed = withSpeed ? resolveSpeed(ctx) : null
    ctx.server = await ctx.start({ file, env: resolve(spec.env, ctx), preloads })
    out.ok(t('verify.listening', { url: ctx.server.url }))
    for (const note of ctx.server.notes) out.note(t(note.key, note.params))
    // What the deterministic checks need that takes time (14: an instance of its own to
    // download from) starts now, beside the functional checks; a check awaits it.
    if (spec.prepare) spec.prepare(ctx)

    if (grade) {
      const failure = (await runFunctionalChecks(ctx)) || (await runExerciseChecks(ctx))
      if (failure) return failure
    } else {
      // run grades nothing, but shows every check verify would make, met or not.
      await runFunctionalChecks(ctx)
      await runExerciseChecks(ctx, { all: true })
    }
    if (!withSpeed) return { verdict: 'pass', reason: 'checks_only' }
    if (speed && speed.skip) {
      report({ type: 'speed', skipped: true, note: t(`exercises.${exercise.id}.checks.${speed.skip}`) })
    }
    if (!speed || speed.skip) return { verdict: grade ? 'pass' : null, reason: 'checks', checked: ctx.checked }

    const { result, name, ms } = await runSpeedCheck(ctx, speed, startBaseline(ctx, speed), grade)
    if (!grade) {
      report({ type: 'speed', name, result, ms })
      return { verdict: null, speed: result, checked: ctx.checked }
    }
    const outcome = speedOutcome(result)
    const note = result.excuse && t(`exercises.${exercise.id}.checks.${result.excuse.key}`, result.excuse.params)
    report({ type: 'speed', name, result, ms, verdict: outcome.verdict, reason: outcome.reason, note })
    return outcome
  })
}

module.exports = { verifyServerExercise }
