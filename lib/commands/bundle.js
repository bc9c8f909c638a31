'use strict'
const fs = require('node:fs')
const path = require('node:path')
const { buildOfflineBundle } = require('../bundle')
const { LearnerError } = require('../errors')

// bundle [folder]: the offline tarball for a meetup (see docs/INSTRUCTOR.md).
module.exports = async function bundle (context, args) {
  const t = context.t()
  const outDir = path.resolve(args[0] || '.')
  context.out.step(t('bundle.building'))
  let file
  try {
    file = await buildOfflineBundle(outDir)
  } catch (error) {
    throw new LearnerError('bundle.failed', { reason: error.message })
  }
  const size = (fs.statSync(file).size / 1024 / 1024).toFixed(1)
  context.out.ok(t('bundle.written', { file, size }))
  context.out.line(t('bundle.install', { file: path.basename(file) }))
}
