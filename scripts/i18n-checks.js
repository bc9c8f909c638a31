'use strict'
// Checks shared by the i18n tests: run on the workshop itself and on fixtures that show they fail.
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { translationReport } = require('../lib/i18n/translations')

// [[ 'a.b', text ], …] for every string of a JSON document, without the translation stamp.
function flatten (object, prefix = '') {
  return Object.entries(object).flatMap(([key, value]) => {
    if (key === '_source') return []
    return value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]
  })
}

const placeholders = (text) => [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort()

// Same keys both ways, no empty string, the same {{placeholders}} in each string.
function assertSameStrings (englishFile, translatedFile, root) {
  const english = new Map(flatten(JSON.parse(fs.readFileSync(englishFile, 'utf8'))))
  const translated = new Map(flatten(JSON.parse(fs.readFileSync(translatedFile, 'utf8'))))
  const where = path.relative(root, translatedFile)
  assert.deepStrictEqual([...english.keys()].filter((k) => !translated.has(k)), [], `${where}: keys missing`)
  assert.deepStrictEqual([...translated.keys()].filter((k) => !english.has(k)), [], `${where}: keys not in English`)
  for (const [key, text] of translated) {
    assert.ok(String(text).trim(), `${where}: ${key} is empty`)
    assert.deepStrictEqual(placeholders(text), placeholders(english.get(key)), `${where}: placeholders of ${key}`)
  }
}

// Every translation under `root` exists, is stamped, and translates the current English text.
function assertTranslationsFresh (root) {
  const notFresh = translationReport(root).filter((item) => item.status !== 'fresh')
    .map((item) => `${item.status}: ${path.relative(root, item.file)}`)
  assert.deepStrictEqual(notFresh, [], 'run `node scripts/translations.js` and update these')
}

const GLOSSARY = path.join(__dirname, '..', 'i18n', 'GLOSSARY.md')
const HANGUL = /[\uac00-\ud7a3]/
const HAN = /[\u4e00-\u9fff]/

// The rows of one table of the glossary: the table that follows the heading `## <section>`.
function tableRows (file, section) {
  const text = fs.readFileSync(file, 'utf8')
  const start = text.indexOf(`\n## ${section}\n`)
  if (start === -1) throw new Error(`${file} has no "## ${section}" section`)
  const end = text.indexOf('\n## ', start + 1)
  return text.slice(start, end === -1 ? undefined : end).split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(English|-+)\s*\|/.test(line))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
}

// Rows of the glossary's terms: { english: [alternatives], required, 'zh-cn', ko, rejected: { lang: [...] } }.
function readGlossary (file = GLOSSARY) {
  return tableRows(file, 'Terms')
    .map((cells) => {
      const [english, zh, ko, note = ''] = cells
      const rejected = { 'zh-cn': [], ko: [] }
      for (const [, list] of note.matchAll(/\b(?:not|never)\s+([^;]+)/g)) {
        for (const word of list.split(/\s+\/\s+|\s+or\s+/).map((w) => w.trim())) {
          if (HANGUL.test(word)) rejected.ko.push(word)
          else if (HAN.test(word)) rejected['zh-cn'].push(word)
        }
      }
      return {
        english: english.split(/\s+\/\s+/).map((term) => term.replace(/\*\*/g, '')),
        required: english.includes('**'),
        'zh-cn': zh,
        ko,
        rejected
      }
    })
}

// The glossary's recurring headings: Map of the English heading line → { 'zh-cn', ko }.
function readHeadings (file = GLOSSARY) {
  return new Map(tableRows(file, 'Headings').map(([english, zh, ko]) => [english, { 'zh-cn': zh, ko }]))
}

module.exports = { flatten, assertSameStrings, assertTranslationsFresh, readGlossary, readHeadings }
