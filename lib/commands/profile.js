'use strict'
const fs = require('node:fs')
const path = require('node:path')
const { prepareSubmission } = require('./shared')
const { checkSubmission } = require('../verify/submission')
const { profileServer } = require('../profile')
const { summarise } = require('../profile/cpu-profile')
const { showProfileSummary } = require('../profile/display')
const { profileHeap } = require('../profile/heap')
const { withRunContext, resolve, resolveSpeed } = require('../verify/context')
const { showHeapReport } = require('../profile/heap-display')
const { displayPath } = require('../files')
const { LearnerError } = require('../errors')
const { command } = require('../invocation')

const SECONDS = 5
const CONNECTIONS = 10

// `--heap`: two heap snapshots around a stretch of load (the exercise's stated traffic when its
// spec.profile has one), what grew, and what keeps it.
async function heapProfile ({ context, t, exercise, file, ctx, request }) {
  const { out } = context
  const traffic = exercise.spec.profile && exercise.spec.profile.traffic
  const report = await profileHeap({
    file,
    env: resolve(exercise.spec.env, ctx) || {},
    request,
    nextPath: traffic ? traffic() : undefined,
    seconds: SECONDS,
    connections: CONNECTIONS,
    label: exercise.folder,
    onStep (step, params = {}) {
      out.endStatus()
      if (step === 'starting') out.step(t('profile.heap_starting', { file: displayPath(file) }))
      if (step === 'loading') out.ok(t('verify.listening', { url: params.url }))
      if (step === 'loading' || step === 'loading_more') {
        out.step(t('profile.loading', { connections: CONNECTIONS, seconds: params.seconds, method: request.method || 'GET', path: traffic ? t('profile.heap_traffic') : request.path }))
        out.status(t('profile.loading_status'))
      }
      if (step === 'snapshot') out.step(t('profile.heap_snapshot', { which: params.which }))
      if (step === 'comparing') out.step(t('profile.heap_comparing'))
    }
  })
  out.endStatus()
  showHeapReport({ report, seconds: SECONDS, folder: path.dirname(file), t, out })
  out.line('')
  out.ok(t('profile.heap_files', { before: report.snapshots[0], after: report.snapshots[1] }))
  out.line(t('profile.heap_after', { name: command(), file: displayPath(file) }))
}

// Profile the learner's server under load: Clinic.js flame graph, and the hot spot in the terminal.
// `--no-clinic` profiles with node --cpu-prof alone.
module.exports = async function profile (context, args) {
  const { t, exercise, file } = await prepareSubmission(context, args)
  checkSubmission(file)
  const { spec } = exercise
  if (spec.kind === 'client') throw new LearnerError('profile.client_exercise', { name: command() })
  const { out } = context
  // The exercise's environment and the route its speed check loads (spec.profile may override).
  // The exercise's service (09's upstream) starts first: spec.env names its URL.
  await withRunContext({ exercise, file, t, out, tmpPrefix: 'npw-profile-' }, async (ctx) => {
    const speed = resolveSpeed(ctx) || {}
    const request = (spec.profile && spec.profile.request) || speed.request || { method: 'GET', path: '/' }
    if (context.flags.heap) return await heapProfile({ context, t, exercise, file, ctx, request })
    const report = await profileServer({
      file,
      env: resolve(spec.env, ctx) || {},
      request,
      seconds: SECONDS,
      connections: CONNECTIONS,
      label: exercise.folder,
      useClinic: !context.flags['no-clinic'],
      onStep (step, params = {}) {
        if (step === 'starting') out.step(t(`profile.starting_${params.mode.replace('-', '_')}`, { file: displayPath(file) }))
        if (step === 'loading') {
          out.ok(t('verify.listening', { url: params.url }))
          out.step(t('profile.loading', { connections: CONNECTIONS, seconds: SECONDS, method: request.method || 'GET', path: request.path }))
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
    out.line(t('profile.after', { name: command(), file: displayPath(file) }))
  })
}
