'use strict'
// The glossary is used consistently: every translation uses the required rendering of a term its
// English text uses, and none uses an alternative the glossary rejects. See i18n/GLOSSARY.md.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { ROOT } = require('../lib/exercises')
const { translationReport } = require('../lib/translations')
const { flatten, readGlossary } = require('./i18n-checks')

// Prose only: code, URLs and placeholders are never translated.
function prose (text) {
  return text.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '')
    .replace(/https?:\/\/\S+/g, '').replace(/\{\{[^}]*\}\}/g, '')
}

// A file's texts to compare: the whole markdown file, or each string of a JSON file by key.
function texts (file) {
  const content = fs.readFileSync(file, 'utf8')
  return file.endsWith('.json') ? new Map(flatten(JSON.parse(content))) : new Map([['', content]])
}

function termPattern (term) {
  return new RegExp(`\\b${term.split(/[\s-]+/).join('[\\s-]+')}(?:s|es|d|ed|ing)?\\b`, 'i')
}

function glossaryProblems (dir = ROOT, glossary = readGlossary()) {
  const problems = []
  for (const { english, file, lang, status } of translationReport(dir)) {
    if (status === 'missing') continue
    const where = path.relative(dir, file)
    const originals = texts(english)
    for (const [key, translated] of texts(file)) {
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

test('the glossary parses: every row has both renderings, and rejected words are not the rendering', () => {
  const glossary = readGlossary()
  assert.ok(glossary.length > 40, `only ${glossary.length} rows`)
  for (const term of glossary) {
    assert.ok(term['zh-cn'] && term.ko, `${term.english}: a rendering is missing`)
    for (const lang of ['zh-cn', 'ko']) assert.ok(!term.rejected[lang].includes(term[lang]), `${term.english} (${lang})`)
  }
  const throughput = glossary.find((term) => term.english.includes('throughput'))
  assert.deepStrictEqual(throughput.rejected, { 'zh-cn': ['吞吐率'], ko: ['스루풋'] })
  assert.strictEqual(throughput.required, true)
})

test('every translation uses the glossary\'s terms', () => {
  assert.deepStrictEqual(glossaryProblems(), [])
})

test('the glossary check catches a rejected word and a missing rendering', () => {
  const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'npw-glossary-'))
  fs.mkdirSync(path.join(dir, 'problems', '01-demo'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'i18n'))
  fs.writeFileSync(path.join(dir, 'i18n', 'en.json'), JSON.stringify({ a: 'Watch the event loop.', b: 'Throughput doubled.' }))
  fs.writeFileSync(path.join(dir, 'i18n', 'zh-cn.json'), JSON.stringify({ a: '注意事件循环。', b: '吞吐率翻了一倍。' }))
  fs.writeFileSync(path.join(dir, 'problems', '01-demo', 'problem.en.md'), 'The flame graph shows it.\n')
  fs.writeFileSync(path.join(dir, 'problems', '01-demo', 'problem.ko.md'), '불꽃 그래프에 나타납니다.\n')
  assert.deepStrictEqual(glossaryProblems(dir).sort(), [
    'i18n/zh-cn.json b: "throughput" must be 吞吐量',
    'i18n/zh-cn.json b: "吞吐率" (use 吞吐量)',
    'problems/01-demo/problem.ko.md: "flame graph" must be 플레임 그래프'
  ])
})
