'use strict'
// Reads `<dir>/<name>.<lang>.md`, falling back to English, and says how it stands:
// 'fresh', 'stale' (the English changed since it was translated) or 'untranslated'.
const fs = require('node:fs')
const path = require('node:path')
const { translationStatus, stripStamp } = require('./translations')

function localisedText (dir, name, lang) {
  const own = path.join(dir, `${name}.${lang}.md`)
  if (lang !== 'en' && fs.existsSync(own)) {
    const status = translationStatus(own) === 'fresh' ? 'fresh' : 'stale'
    return { text: stripStamp(fs.readFileSync(own, 'utf8')), status }
  }
  const english = fs.readFileSync(path.join(dir, `${name}.en.md`), 'utf8')
  return { text: english, status: lang === 'en' ? 'fresh' : 'untranslated' }
}

// The path of the workshop's document docs/<name>.md in `lang` (docs/<name>.<lang>.md) when it is
// translated, else the English one: what a message points the learner to.
function localisedDoc (name, lang) {
  const docs = path.join(__dirname, '..', '..', 'docs')
  const own = path.join(docs, `${name}.${lang}.md`)
  return lang !== 'en' && fs.existsSync(own) ? own : path.join(docs, `${name}.md`)
}

// problems/<NN-id>/hints.<lang>.md holds the hint levels, separated by lines of "---".
function hintLevels (text) {
  return text.split(/^---\s*$/m).map((hint) => hint.trim()).filter(Boolean)
}

module.exports = { localisedText, localisedDoc, hintLevels }
