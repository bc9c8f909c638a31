'use strict'
const path = require('node:path')
const { exerciseFor } = require('./shared')
const { copyWithoutOverwriting } = require('../files')
const { LearnerError } = require('../errors')
const { command } = require('../invocation')

// Copies the exercise's starting files to ./<NN-id>/. A file the learner already has is kept.
module.exports = async function starter (context, args) {
  const t = context.t()
  const exercise = exerciseFor(context, args.join(' '))
  const target = path.join(process.cwd(), exercise.folder)
  let copied
  try {
    copied = copyWithoutOverwriting(exercise.starterDir, target)
  } catch (error) {
    throw new LearnerError('starter.failed', { folder: target, reason: error.code || error.message })
  }
  const { out } = context
  if (copied.created.length) {
    out.ok(t('starter.created', { folder: exercise.folder }))
    for (const file of copied.created) out.line(`      ${path.join(exercise.folder, file)}`)
  }
  if (copied.kept.length) {
    out.note(t('starter.kept', { count: copied.kept.length }))
    for (const file of copied.kept) out.line(`      ${path.join(exercise.folder, file)}`)
  }
  out.line('\n' + t('starter.next', { name: command(), file: path.join(exercise.folder, exercise.spec.submission) }))
}
