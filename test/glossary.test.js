'use strict'
// The glossary is used consistently: every translation uses the required rendering of a term its
// English text uses, and none uses an alternative the glossary rejects. See i18n/GLOSSARY.md.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { ROOT } = require('../lib/exercises')
const { translationReport } = require('../lib/i18n/translations')
const { flatten, readGlossary, readHeadings } = require('../scripts/i18n-checks')

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

test('every translation renders the recurring headings as the glossary lists them', () => {
  assert.deepStrictEqual(headingProblems(), [])
})

test('identifiers are code: a term inside one needs no translation', () => {
  assert.strictEqual(prose('GET /health has no X-Worker-Pid header; use node:cluster, cluster.fork(), worker_threads, isPrimary and WORKERS=3 in 06-cluster').match(/worker|cluster/i), null)
  assert.match(prose('each worker of the cluster'), /worker.*cluster/)
  assert.match(prose('This is not a FAIL'), /FAIL/)
  assert.ok(termPattern('FAIL').test('not a FAIL') && !termPattern('FAIL').test('the checks fail'))
})

test('the glossary check catches a rejected word and a missing rendering', () => {
  const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'npw-glossary-'))
  fs.mkdirSync(path.join(dir, 'problems', '01-demo'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'i18n'))
  fs.writeFileSync(path.join(dir, 'i18n', 'en.json'), JSON.stringify({ a: 'Watch the event loop.', b: 'Throughput doubled.' }))
  fs.writeFileSync(path.join(dir, 'i18n', 'zh-cn.json'), JSON.stringify({ a: '注意事件循环。', b: '吞吐率翻了一倍。' }))
  fs.writeFileSync(path.join(dir, 'problems', '01-demo', 'problem.en.md'), '## The story\n\nThe flame graph shows it in 5 s.\n')
  fs.writeFileSync(path.join(dir, 'problems', '01-demo', 'problem.ko.md'), '## 사례\n\n불꽃 그래프에 5 s 만에 나타납니다.\n')
  assert.deepStrictEqual(glossaryProblems(dir).sort(), [
    'i18n/zh-cn.json b: "throughput" must be 吞吐量',
    'i18n/zh-cn.json b: "吞吐率" (use 吞吐量)',
    'problems/01-demo/problem.ko.md: "flame graph" must be 플레임 그래프',
    'problems/01-demo/problem.ko.md: seconds after a number are 초, not "s"'
  ])
  assert.deepStrictEqual(headingProblems(dir), ['problems/01-demo/problem.ko.md: "## 사례" must be "## 이야기"'])
})
