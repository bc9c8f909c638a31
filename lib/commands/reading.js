'use strict'
// `reading [n|id|article]`: the background story of the article behind an exercise, with what
// this workshop measured today. Without an argument, the current exercise's reading.
const { exerciseFor, printHeading } = require('./shared')
const { listExercises, exerciseTitle } = require('../exercises')
const { listArticles, exercisesPractising, resolveReading, findArticle, readReading } = require('../i18n/readings')
const { renderMarkdown } = require('../text/render')
const { LearnerError } = require('../errors')
const { command } = require('../invocation')

function findTarget (context, specifier) {
  const articles = listArticles().join(', ')
  if (specifier) {
    const target = resolveReading(specifier)
    if (!target) throw new LearnerError('reading.unknown', { specifier, count: listExercises().length, articles })
    if (!target.article) throw new LearnerError('reading.none', { number: target.exercise.number, articles, name: command() })
    return target
  }
  const exercise = exerciseFor(context, '')
  const article = exercise.spec.reading && findArticle(exercise.spec.reading)
  if (!article) throw new LearnerError('reading.none', { number: exercise.number, articles, name: command() })
  return { exercise, article }
}

module.exports = async function reading (context, args) {
  const t = context.t()
  const { exercise, article } = findTarget(context, args.join(' '))
  const { text, status } = readReading(article.id, t.lang)
  printHeading(context, exercise
    ? t('reading.heading_exercise', { number: exercise.number, title: exerciseTitle(t, exercise) })
    : t('reading.heading'))
  if (status !== 'fresh') context.out.note(t(status === 'stale' ? 'print.stale' : 'reading.untranslated'))
  context.out.block(renderMarkdown(text))
  const practising = exercisesPractising(article.id)
  if (practising.length) {
    const items = practising.map((ex) => '* ' + t('reading.practise_item', { name: command(), number: ex.number, title: exerciseTitle(t, ex) }))
    context.out.block(renderMarkdown(['---', '', t('reading.practise'), '', ...items, ''].join('\n')))
  }
}
