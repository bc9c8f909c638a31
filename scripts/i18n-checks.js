'use strict'
// Text rules shared by scripts/check.js and the i18n tests (test/i18n.test.js, glossary.test.js,
// reading.test.js, units.test.js): run on the workshop itself and on fixtures that show they fail.
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { translationReport } = require('../lib/i18n/translations')
const { ROOT } = require('../lib/exercises')

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

// Identifiers are code even outside backticks (check messages have none): a module or property
// path (node:cluster, cluster.fork(), worker_threads, 06-cluster/server.js), a header name
// (X-Worker-Pid), camelCase (isPrimary), an environment variable or setting (NODE_ENV, WORKERS=3).
const IDENTIFIERS = [
  /[\w@$-]*\w(?:[:./_=][\w@$-]+)+(?:\(\))?/g,
  /\b[a-z]+[A-Z]\w*(?:\(\))?/g,
  /\b[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+\b/g,
  /\b[\w-]*\d[\w-]*-[A-Za-z][\w-]*\b/g,
  /\b(?!PASS\b|FAIL\b)[A-Z][A-Z0-9]{2,}\b/g
]

// Prose only: code, URLs, placeholders and identifiers are never translated.
function prose (text) {
  let result = text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ').replace(/\{\{[^}]*\}\}/g, ' ')
  for (const pattern of IDENTIFIERS) result = result.replace(pattern, ' ')
  return result
}

// A file's texts to compare: the whole markdown file, or each string of a JSON file by key.
function texts (file) {
  const content = fs.readFileSync(file, 'utf8')
  return file.endsWith('.json') ? new Map(flatten(JSON.parse(content))) : new Map([['', content]])
}

// A term in capitals (PASS, FAIL) is a verdict only in capitals; other terms in any case.
function termPattern (term) {
  const capitals = term === term.toUpperCase()
  return new RegExp(`\\b${term.split(/[\s-]+/).join('[\\s-]+')}${capitals ? '' : '(?:s|es|d|ed|ing)?'}\\b`, capitals ? '' : 'i')
}

// Seconds after a number are 秒 / 초 in Chinese and Korean prose, never "s" (ms stays ms).
const SECONDS = /(?:\d|\}\})\s?s\b/

// The headings of a markdown text, outside code blocks: ['## The story', …].
function headings (text) {
  return text.replace(/```[\s\S]*?```/g, '').split('\n').filter((line) => /^#{1,6} /.test(line)).map((line) => line.trim())
}

function glossaryProblems (dir = ROOT, glossary = readGlossary()) {
  const problems = []
  for (const { english, file, lang, status } of translationReport(dir)) {
    if (status === 'missing') continue
    const where = path.relative(dir, file)
    const originals = texts(english)
    for (const [key, translated] of texts(file)) {
      if (SECONDS.test(translated.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, ''))) {
        problems.push(`${where}${key && ' ' + key}: seconds after a number are ${lang === 'ko' ? '초' : '秒'}, not "s"`)
      }
      const text = prose(translated)
      const source = prose(originals.get(key) || '')
      for (const term of glossary) {
        for (const word of term.rejected[lang]) {
          if (text.includes(word)) problems.push(`${where}${key && ' ' + key}: "${word}" (use ${term[lang]})`)
        }
        if (term.required && term.english.some((t) => termPattern(t).test(source)) && !text.includes(term[lang])) {
          problems.push(`${where}${key && ' ' + key}: "${term.english.join(' / ')}" must be ${term[lang]}`)
        }
      }
    }
  }
  return problems
}

// A translated markdown file has the English file's headings in the same places, and every
// heading the glossary lists is rendered exactly as listed.
function headingProblems (dir = ROOT, listed = readHeadings()) {
  const problems = []
  for (const { english, file, lang, status } of translationReport(dir)) {
    if (status === 'missing' || !file.endsWith('.md')) continue
    const where = path.relative(dir, file)
    const source = headings(fs.readFileSync(english, 'utf8'))
    const translated = headings(fs.readFileSync(file, 'utf8'))
    if (source.length !== translated.length) {
      problems.push(`${where}: ${translated.length} headings, the English has ${source.length}`)
      continue
    }
    source.forEach((heading, i) => {
      const rendering = listed.get(heading)
      if (rendering && translated[i] !== rendering[lang]) problems.push(`${where}: "${translated[i]}" must be "${rendering[lang]}"`)
    })
  }
  return problems
}

module.exports = { flatten, assertSameStrings, assertTranslationsFresh, readGlossary, prose, termPattern, glossaryProblems, headingProblems }
