'use strict'
const { defineCommand } = require('./define')
const { exerciseFor } = require('./shared')
const { renderMarkdown } = require('../text/render')
const { NAME } = require('../names')
const { localisedText } = require('../i18n/localised-file')

// problems/<NN-id>/hints.<lang>.md holds the levels, separated by lines of "---".
function readHints (exercise, lang) {
  const { text, status } = localisedText(exercise.problemDir, 'hints', lang)
  return { status, hints: text.split(/^---\s*$/m).map((hint) => hint.trim()).filter(Boolean) }
}

// One more hint each time, so a learner can stop as soon as they see the way.
module.exports = defineCommand('hint', async (context, args) => {
  const t = context.t()
  const exercise = exerciseFor(context, args.join(' '))
  const { hints, status } = readHints(exercise, t.lang)
  if (status !== 'fresh') context.out.note(t(`print.${status}`))
  const seen = context.progress.hintLevel(exercise.id)
  const level = Math.min(seen + 1, hints.length)
  context.out.heading(t('hint.heading', { level, total: hints.length }))
  context.out.line(renderMarkdown(hints[level - 1]))
  if (level > seen) context.progress.setHintLevel(exercise.id, level)
  context.out.line(t(level < hints.length ? 'hint.more' : 'hint.last', { name: NAME }))
})
module.exports.readHints = readHints
