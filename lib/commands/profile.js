'use strict'
const fs = require('node:fs')
const path = require('node:path')
const chalk = require('chalk')
const { prepareSubmission } = require('./shared')
const { checkSubmission } = require('../verify/submission')
const { profileServer } = require('../profile')
const { summarise } = require('../profile/cpu-profile')
const { showProfileSummary } = require('../profile/display')
const { profileHeap } = require('../profile/heap')
const { withRunContext, resolve, resolveSpeed } = require('../verify/context')
const { showHeapReport } = require('../profile/heap-display')
const { routeOptions } = require('../routes/options')
const { checkRoute, checkServiceFile, ownEnv } = require('../routes')
const { displayPath } = require('../files')
const { LearnerError } = require('../errors')
const { command, shellPath } = require('../invocation')
const { localisedDoc } = require('../i18n/localised-file')

const SECONDS = 5
const CONNECTIONS = 10

// What is profiled, from an exercise or from the learner's own service (--route):
// { file, env, request, nextPath?, seconds, connections, label, beforeLoad?, after }, `after`
// the closing line's key and params.

// `--heap`: two heap snapshots around a stretch of load (the exercise's stated traffic when its
// spec.profile has one), what grew, and what keeps it.
async function heapProfile (context, target) {
  const { out } = context
  const t = context.t()
  const { file, request, nextPath, seconds, connections } = target
  const report = await profileHeap({
    file,
    env: target.env,
    request,
    nextPath,
    seconds,
    connections,
    label: target.label,
    beforeLoad: target.beforeLoad,
    onStep (step, params = {}) {
      out.endStatus()
      if (step === 'starting') out.step(t('profile.heap_starting', { file: displayPath(file) }))
      if (step === 'loading') out.ok(t('verify.listening', { url: params.url }))
      if (step === 'loading' || step === 'loading_more') {
        out.step(t('profile.loading', { connections, seconds: params.seconds, method: request.method || 'GET', path: nextPath ? t('profile.heap_traffic') : request.path }))
        out.status(t('profile.loading_status'))
      }
      if (step === 'snapshot') out.step(t('profile.heap_snapshot', { which: params.which }))
      if (step === 'comparing') out.step(t('profile.heap_comparing'))
    }
  })
  out.endStatus()
  showHeapReport({ report, seconds, folder: path.dirname(file), t, out })
  out.line('')
  out.ok(t('profile.heap_files', { before: report.snapshots[0], after: report.snapshots[1] }))
  out.line(t(target.after.heap, target.after.params))
}

// Profile the server under load: Clinic.js flame graph, and the hot spot in the terminal.
// `--no-clinic` profiles with node --cpu-prof alone.
async function cpuProfile (context, target) {
  const { out } = context
  const t = context.t()
  const { file, request, seconds, connections } = target
  const report = await profileServer({
    file,
    env: target.env,
    request,
    seconds,
    connections,
    label: target.label,
    useClinic: !context.flags['no-clinic'],
    beforeLoad: target.beforeLoad,
    onStep (step, params = {}) {
      if (step === 'starting') out.step(t(`profile.starting_${params.mode.replace('-', '_')}`, { file: displayPath(file) }))
      if (step === 'loading') {
        out.ok(t('verify.listening', { url: params.url }))
        out.step(t('profile.loading', { connections, seconds, method: request.method || 'GET', path: request.path }))
        out.status(t('profile.loading_status'))
      }
      if (step === 'drawing' || step === 'stopping') {
        out.endStatus()
        out.step(t(`profile.${step}`))
        out.status(t(`profile.${step}`))
      }
    }
  })
  out.endStatus()
  for (const note of report.notes) out.note(t(note.key, note.params))
  if (report.cpuProfile) {
    const profile = JSON.parse(fs.readFileSync(report.cpuProfile, 'utf8'))
    showProfileSummary({ summary: summarise(profile, path.dirname(file), { callSites: report.callSites }), t, out })
  }
  out.line('')
  if (report.html) out.ok(t('profile.html', { file: report.html }))
  if (report.cpuProfile) out.ok(t('profile.cpuprofile', { file: report.cpuProfile }))
  out.line(t(target.after.cpu, target.after.params))
}

const profileTarget = (context, target) => (context.flags.heap ? heapProfile(context, target) : cpuProfile(context, target))

// An exercise: its environment and the route its speed check loads (spec.profile may override).
// The exercise's service (09's upstream) starts first: spec.env names its URL.
async function profileExercise (context, args) {
  const { t, exercise, file } = await prepareSubmission(context, args)
  checkSubmission(file)
  const { spec } = exercise
  if (spec.kind === 'client') throw new LearnerError('profile.client_exercise', { name: command() })
  await withRunContext({ exercise, file, t, out: context.out, tmpPrefix: 'npw-profile-' }, async (ctx) => {
    const speed = resolveSpeed(ctx) || {}
    const request = (spec.profile && spec.profile.request) || speed.request || { method: 'GET', path: '/' }
    const traffic = spec.profile && spec.profile.traffic
    await profileTarget(context, {
      file,
      env: resolve(spec.env, ctx) || {},
      request,
      nextPath: traffic ? traffic() : undefined,
      seconds: SECONDS,
      connections: CONNECTIONS,
      label: exercise.folder,
      after: { cpu: 'profile.after', heap: 'profile.heap_after', params: { name: command(), file: displayPath(file) } }
    })
  })
}

// The learner's own service (--route): never an exercise, whichever is selected; the route is
// asked once before the load (a 404 or a 5xx would profile the error).
async function profileService (context, options) {
  const t = context.t()
  const { file } = options
  const request = options.requests[0]
  context.out.line(chalk.bold(t('routes.heading', { file: displayPath(file) })))
  checkServiceFile(file)
  const shown = shellPath(displayPath(file))
  await profileTarget(context, {
    file,
    env: ownEnv(),
    request,
    seconds: options.seconds || SECONDS,
    connections: options.connections || CONNECTIONS,
    label: path.basename(file, path.extname(file)).replace(/[^\w.-]/g, '_') || 'service',
    beforeLoad: (server) => checkRoute(server, request, path.basename(file)),
    after: { cpu: 'routes.profile_after', heap: 'routes.profile_heap_after', params: { name: command(), file: shown, route: shellPath(request.text), guide: shellPath(localisedDoc('YOUR-SERVICE', t.lang), process.env.HOME) } }
  })
}

// profile [--heap] [--no-clinic] <file>, or with --route "METHOD /path" any server of the
// learner's (docs/YOUR-SERVICE.md).
module.exports = async function profile (context, args) {
  const options = routeOptions(context.flags, args, { command: 'profile' })
  return options ? profileService(context, options) : profileExercise(context, args)
}
