'use strict'
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { prepareSubmission } = require('./shared')
const { checkSubmission } = require('../verify/submission')
const { profileServer } = require('../profile')
const { summarise } = require('../profile/cpu-profile')
const { showProfileSummary } = require('../profile/display')
const { displayPath } = require('../files')
const { LearnerError } = require('../errors')
const { NAME } = require('../names')

const SECONDS = 5
const CONNECTIONS = 10

const resolve = (value, ctx) => (typeof value === 'function' ? value(ctx) : value)

// Profile the learner's server under load: Clinic.js flame graph, and the hot spot in the terminal.
// `--no-clinic` profiles with node --cpu-prof alone.
module.exports = async function profile (context, args) {
  const { t, exercise, file } = await prepareSubmission(context, args)
  checkSubmission(file)
  const { spec } = exercise
  if (spec.kind === 'client') throw new LearnerError('profile.client_exercise', { name: NAME })
  const { out } = context
  // The exercise's environment and the route its speed check loads (spec.profile may override).
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-profile-'))
  try {
    const ctx = { exercise, file, t, out, tmpDir, cores: os.availableParallelism() }
    const speed = resolve(spec.speed, ctx) || {}
    const request = (spec.profile && spec.profile.request) || speed.request || { method: 'GET', path: '/' }
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
      showProfileSummary({ summary: summarise(profile, path.dirname(file)), t, out })
    }
    out.line('')
    if (report.html) out.ok(t('profile.html', { file: report.html }))
    if (report.cpuProfile) out.ok(t('profile.cpuprofile', { file: report.cpuProfile }))
    out.line(t('profile.after', { name: NAME, file: displayPath(file) }))
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true })
  }
}
