'use strict'
const fs = require('node:fs')
const path = require('node:path')
const { reportData, reportHtml } = require('../report')
const { LearnerError } = require('../errors')
const { NAME } = require('../names')

const BASENAME = `${NAME}-report`

// Writes node-perf-workshop-report.json and .html into the current folder (or `report <folder>`).
module.exports = async function report (context, args) {
  const t = context.t()
  const dir = path.resolve(args[0] || '.')
  const data = reportData({
    results: context.progress.results(),
    completed: context.progress.completed(),
    t,
    version: require('../../package.json').version
  })
  const files = { json: path.join(dir, `${BASENAME}.json`), html: path.join(dir, `${BASENAME}.html`) }
  try {
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(files.json, JSON.stringify(data, null, 2) + '\n')
    fs.writeFileSync(files.html, reportHtml(data, t))
  } catch (error) {
    throw new LearnerError('report.failed', { dir, reason: error.code || error.message })
  }
  context.out.ok(t('report.written', { json: files.json, html: files.html }))
}
