'use strict'
const fs = require('node:fs')
const path = require('node:path')
const { exerciseFor } = require('./shared')
const { listFiles } = require('../files')
const { renderMarkdown } = require('../text/render')
const { confirm } = require('../confirm')
const { command } = require('../invocation')

const SHOWN = /\.(c?m?js|ejs|json|html)$/

// The reference solution: after a pass, or when the learner confirms (or passes --yes) that they
// want to see it before. Only files that differ from the starter are printed in full.
module.exports = async function solution (context, args) {
  const t = context.t()
  const { out } = context
  const exercise = exerciseFor(context, args.join(' '))
  const passed = context.progress.completed().includes(exercise.id)
  if (!passed && !context.flags.yes && !(await confirm(t('solution.confirm')))) {
    out.line(t(process.stdin.isTTY ? 'solution.cancelled' : 'solution.locked', { name: command() }))
    return 1
  }
  const unchanged = []
  let markdown = ''
  for (const file of listFiles(exercise.solutionDir)) {
    const mine = fs.readFileSync(path.join(exercise.solutionDir, file))
    const starter = path.join(exercise.starterDir, file)
    if (fs.existsSync(starter) && fs.readFileSync(starter).equals(mine)) {
      unchanged.push(file)
      continue
    }
    const language = path.extname(file).slice(1).replace(/^[cm]js$/, 'js')
    markdown += SHOWN.test(file) && mine.length < 20000
      ? `### ${file}\n\n\`\`\`${language}\n${mine.toString('utf8').trimEnd()}\n\`\`\`\n\n`
      : `### ${file}\n\n${t('solution.not_shown')}\n\n`
  }
  out.heading(t('solution.heading', { folder: exercise.folder }))
  out.block(renderMarkdown(markdown))
  if (unchanged.length) out.line(t('solution.unchanged', { files: unchanged.join(', ') }))
  out.line(t('solution.where', { dir: exercise.solutionDir }))
}
