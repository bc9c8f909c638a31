'use strict'
const path = require('node:path')
const { defineCommand } = require('./define')
const { listExercises } = require('../exercises')
const { renderMarkdown } = require('../text/render')
const { exerciseFor, title, printHeading } = require('./shared')
const { NAME } = require('../names')
const { localisedText } = require('../i18n/localised-file')

function printProblem (context, exercise) {
  const t = context.t()
  const { text, status } = localisedText(exercise.problemDir, 'problem', t.lang)
  const heading = t('print.heading', { number: exercise.number, total: listExercises().length, title: title(t, exercise) })
  printHeading(context, heading)
  if (status !== 'fresh') context.out.note(t(`print.${status}`))
  context.out.line(renderMarkdown(text))
  const submission = path.join(exercise.folder, exercise.spec.submission)
  const footer = exercise.spec.kind === 'client' ? 'print.footer_client' : 'print.footer'
  context.out.line(renderMarkdown(t(footer, { name: NAME, folder: exercise.folder, submission })))
}

module.exports = defineCommand('print', async (context, args) => {
  printProblem(context, exerciseFor(context, args.join(' ')))
})
module.exports.printProblem = printProblem
