'use strict'
// What several commands need, so that no command imports another: the exercise a command is
// about, the learner's file, a page heading, the problem text and the exercise list.
const path = require('node:path')
const chalk = require('chalk')
const { breakLines } = require('../text/line-break')
// The markdown renderer (msee) is loaded by the commands that render, not by `list`.
const render = () => require('../text/render')
const { listExercises, findExercise, exerciseTitle } = require('../exercises')
const { localisedText } = require('../i18n/localised-file')
const { locateSubmission, exerciseOfFile } = require('../verify/submission')
const { displayPath } = require('../files')
const { LearnerError } = require('../errors')
const { command } = require('../invocation')

// The named exercise, or the current one, or the first one for a learner who has not chosen yet.
function exerciseFor (context, specifier) {
  if (specifier) {
    const named = findExercise(specifier)
    if (!named) throw new LearnerError('cli.no_such_exercise', { specifier, count: listExercises().length })
    return named
  }
  return findExercise(context.progress.current()) || listExercises()[0]
}

// verify, run and profile: find the learner's file and say which exercise this is about. A file
// in an exercise's folder is checked as that exercise, whichever is selected (the selected one
// otherwise), and a line says so.
async function prepareSubmission (context, args) {
  const t = context.t()
  const selected = exerciseFor(context)
  const { file, guessed } = locateSubmission(args[0], selected)
  const found = guessed ? null : exerciseOfFile(file)
  const exercise = found ? found.exercise : selected
  context.out.line(chalk.bold(t('verify.heading', { number: exercise.number, title: exerciseTitle(t, exercise) })))
  if (guessed) context.out.note(t('submission.guessed', { file: displayPath(file) }))
  if (found) {
    const other = exercise !== selected
    const key = `submission.${found.folder ? 'exercise_folder' : 'exercise_marker'}${other ? '_not_selected' : ''}`
    context.out.note(t(key, {
      number: exercise.number,
      folder: found.folder,
      marker: found.marker,
      selected: selected.number,
      name: command()
    }))
  }
  return { t, exercise, file }
}

// The workshop's name and a heading above a page of text (problem, reading), the heading wrapped
// like any text at the terminal's width (a long title in a narrow window must not run off the edge).
function printHeading (context, heading) {
  const width = render().terminalWidth() - 3
  const lines = breakLines(heading, () => width).map((line) => ` ${chalk.bold.cyan(line)}`)
  context.out.line(`\n ${chalk.bold(context.t()('title'))}\n${lines.join('\n')}\n`)
}

// The exercise's heading and, when its text is not a fresh translation, a note saying so.
// Returns the problem text ({ text, status }) for the caller to print whole or in part.
function printProblemHeading (context, exercise) {
  const t = context.t()
  const problem = localisedText(exercise.problemDir, 'problem', t.lang)
  printHeading(context, t('print.heading', { number: exercise.number, total: listExercises().length, title: exerciseTitle(t, exercise) }))
  if (problem.status !== 'fresh') context.out.note(t(`print.${problem.status}`))
  return problem
}

// print and next: the problem text, then where to start.
function printProblem (context, exercise) {
  const t = context.t()
  const { text } = printProblemHeading(context, exercise)
  context.out.block(render().renderMarkdown(text))
  const submission = path.join(exercise.folder, exercise.spec.submission)
  const footer = exercise.spec.kind === 'client' ? 'print.footer_client' : 'print.footer'
  context.out.block(render().renderMarkdown(t(footer, { name: command(), folder: exercise.folder, submission })))
}

// list and menu: the numbered exercise list, marking the current and the completed ones. With
// plain=true it is the menu for terminals that cannot show the interactive one (pipes, CI, some
// IDE consoles).
function printList (context, { plain = false } = {}) {
  const t = context.t()
  const completed = context.progress.completed()
  const current = context.progress.current()
  const lines = []
  if (plain) lines.push(chalk.bold(t('title')), t('menu.no_tty', { name: command() }), '')
  for (const exercise of listExercises()) {
    const marker = exercise.id === current ? chalk.cyan('»') : ' '
    const done = completed.includes(exercise.id) ? chalk.green(` [${t('menu.completed')}]`) : ''
    lines.push(`${marker} ${String(exercise.number).padStart(2)}. ${exerciseTitle(t, exercise)}${done}`)
  }
  if (plain) lines.push('', t('menu.plain_commands', { name: command() }))
  context.out.line(lines.join('\n'))
}

// The heading of the task section in each language (i18n/GLOSSARY.md, "## Your task").
const TASK_HEADING = { en: '## Your task', 'zh-cn': '## 你的任务', ko: '## 과제' }

// select: the exercise's title and its task section, then how to see the rest.
function printTask (context, exercise) {
  const t = context.t()
  const { text, status } = printProblemHeading(context, exercise)
  const lang = status === 'untranslated' ? 'en' : t.lang
  const start = text.indexOf(TASK_HEADING[lang] + '\n')
  const end = start >= 0 ? text.indexOf('\n## ', start + 1) : -1
  if (start >= 0) context.out.block(render().renderMarkdown(text.slice(start, end >= 0 ? end : undefined)))
  context.out.block(render().renderMarkdown(t('select.more', { name: command(), folder: exercise.folder })))
}

module.exports = { exerciseFor, prepareSubmission, printHeading, printProblem, printTask, printList }
