'use strict'
const fs = require('node:fs')
const path = require('node:path')
const chalk = require('chalk')
const { defineCommand } = require('./define')
const { listExercises } = require('../exercises')
const { renderMarkdown } = require('../render')
const { exerciseFor, title } = require('./shared')
const { NAME } = require('../names')

// The problem text in the learner's language (English, with a note, if it is missing).
function problemText (exercise, lang) {
  const own = path.join(exercise.problemDir, `problem.${lang}.md`)
  if (fs.existsSync(own)) return { text: fs.readFileSync(own, 'utf8'), fallback: false }
  return { text: fs.readFileSync(path.join(exercise.problemDir, 'problem.en.md'), 'utf8'), fallback: true }
}

function printProblem (context, exercise) {
  const t = context.t()
  const { text, fallback } = problemText(exercise, t.lang)
  const heading = t('print.heading', { number: exercise.number, total: listExercises().length, title: title(t, exercise) })
  context.out.line(`\n ${chalk.bold(t('title'))}\n ${chalk.bold.cyan(heading)}\n`)
  if (fallback) context.out.note(t('print.untranslated'))
  context.out.line(renderMarkdown(text))
  const submission = path.join(exercise.folder, exercise.spec.submission)
  context.out.line(renderMarkdown(t('print.footer', { name: NAME, folder: exercise.folder, submission })))
}

module.exports = defineCommand('print', async (context, args) => {
  printProblem(context, exerciseFor(context, args.join(' ')))
})
module.exports.printProblem = printProblem
