'use strict'
const { exerciseFor } = require('./shared')
const { renderMarkdown } = require('../text/render')
const { command } = require('../invocation')
const { localisedText, hintLevels } = require('../i18n/localised-file')

// One more hint each time, so a learner can stop as soon as they see the way.
module.exports = async function hint (context, args) {
  const t = context.t()
  const exercise = exerciseFor(context, args.join(' '))
  const { text, status } = localisedText(exercise.problemDir, 'hints', t.lang)
  const hints = hintLevels(text)
  if (status !== 'fresh') context.out.note(t(`print.${status}`))
  const seen = context.progress.hintLevel(exercise.id)
  const level = Math.min(seen + 1, hints.length)
  context.out.heading(t('hint.heading', { level, total: hints.length }))
  context.out.block(renderMarkdown(hints[level - 1]))
  if (level > seen) context.progress.setHintLevel(exercise.id, level)
  context.out.line(t(level < hints.length ? 'hint.more' : 'hint.last', { name: command() }))
}
