'use strict'
// Translation freshness. Every zh-cn and ko file records the hash of the English file it was
// translated from: markdown in a first-line comment, JSON in a "_source" key. When the English
// changes and the translation does not, the hashes differ and the translation is stale.
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const { ROOT } = require('../exercises')

const TRANSLATED_LANGUAGES = ['zh-cn', 'ko']
// Documents in docs/ for contributors, in English only: the others (the instructor guide) are
// translated.
const ENGLISH_ONLY_DOCS = ['ARCHITECTURE.md']
const MARKDOWN_STAMP = /^<!-- translated from (\S+) sha256:([0-9a-f]{12}) -->\r?\n/

function hashOf (file) {
  const text = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n')
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 12)
}

// The English file a translation comes from: problem.ko.md → problem.en.md, i18n/ko.json → i18n/en.json.
function englishSource (file) {
  const base = path.basename(file)
  for (const lang of TRANSLATED_LANGUAGES) {
    if (base === `${lang}.json`) return path.join(path.dirname(file), 'en.json')
    const suffix = new RegExp(`\\.${lang}\\.(md|json)$`)
    if (!suffix.test(base)) continue
    // problems and readings: problem.en.md; documents in docs/: INSTRUCTOR.md
    const english = path.join(path.dirname(file), base.replace(suffix, '.en.$1'))
    return fs.existsSync(english) ? english : path.join(path.dirname(file), base.replace(suffix, '.$1'))
  }
  return null
}

function recordedHash (file) {
  const text = fs.readFileSync(file, 'utf8')
  if (file.endsWith('.md')) {
    const match = MARKDOWN_STAMP.exec(text)
    return match ? match[2] : null
  }
  try {
    const source = JSON.parse(text)._source
    return typeof source === 'string' ? source.replace(/^sha256:/, '') : null
  } catch {
    return null
  }
}

// 'fresh' | 'stale' | 'unstamped' | 'missing'
function translationStatus (file) {
  if (!fs.existsSync(file)) return 'missing'
  const recorded = recordedHash(file)
  if (!recorded) return 'unstamped'
  return recorded === hashOf(englishSource(file)) ? 'fresh' : 'stale'
}

// Records that `file` now translates the current English text.
function stamp (file) {
  const english = englishSource(file)
  const hash = hashOf(english)
  const text = fs.readFileSync(file, 'utf8')
  if (file.endsWith('.md')) {
    const line = `<!-- translated from ${path.basename(english)} sha256:${hash} -->\n`
    fs.writeFileSync(file, line + text.replace(MARKDOWN_STAMP, ''))
  } else {
    const { _source, ...rest } = JSON.parse(text)
    fs.writeFileSync(file, JSON.stringify({ _source: `sha256:${hash}`, ...rest }, null, 2) + '\n')
  }
}

// Every English file that needs translating, found by name: i18n/en.json and every *.en.md /
// *.en.json under problems/ and i18n/ (readings included).
function englishFiles (dir = ROOT) {
  const found = []
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.en\.(md|json)$/.test(entry.name) || (entry.name === 'en.json')) found.push(full)
    }
  }
  for (const top of ['i18n', 'problems']) walk(path.join(dir, top))
  // docs/: the English document has no language in its name (INSTRUCTOR.md); contributors'
  // documents are not translated.
  const docs = path.join(dir, 'docs')
  if (fs.existsSync(docs)) {
    const languageSuffix = new RegExp(`\\.(${TRANSLATED_LANGUAGES.join('|')})\\.md$`)
    for (const name of fs.readdirSync(docs)) {
      if (name.endsWith('.md') && !languageSuffix.test(name) && !ENGLISH_ONLY_DOCS.includes(name)) found.push(path.join(docs, name))
    }
  }
  return found.sort()
}

function translationOf (englishFile, lang) {
  const base = path.basename(englishFile)
  const name = base === 'en.json'
    ? `${lang}.json`
    : /\.en\.(md|json)$/.test(base) ? base.replace(/\.en\.(md|json)$/, `.${lang}.$1`) : base.replace(/\.md$/, `.${lang}.md`)
  return path.join(path.dirname(englishFile), name)
}

// Every translation with its status: [{ english, file, lang, status }].
function translationReport (dir = ROOT) {
  return englishFiles(dir).flatMap((english) => TRANSLATED_LANGUAGES.map((lang) => {
    const file = translationOf(english, lang)
    return { english, file, lang, status: translationStatus(file) }
  }))
}

function stripStamp (text) {
  return text.replace(MARKDOWN_STAMP, '')
}

module.exports = { ENGLISH_ONLY_DOCS, translationStatus, stamp, translationReport, stripStamp }
