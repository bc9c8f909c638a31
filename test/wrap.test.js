'use strict'
// Chinese and Korean text wraps correctly in a terminal 80 or 60 columns wide, in `print` and in
// `reading`: no line is wider than the terminal (measured in display columns: a Chinese or Korean
// character takes two), no line starts with closing punctuation or ends with opening punctuation,
// Chinese lines are filled (Chinese breaks between characters, not only at spaces), Korean breaks
// only at spaces, and no character is lost or added by the wrapping.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { runCli } = require('./helpers')
const { LANGUAGES } = require('../lib/i18n')
const { listExercises } = require('../lib/exercises')
const { listArticles, ARTICLES_DIR } = require('../lib/i18n/readings')
const { stripStamp } = require('../lib/i18n/translations')
const { displayWidth } = require('../lib/text/text-width')
const { renderMarkdown } = require('../lib/text/render')
const { breakLines, breakAllowed, NOT_AFTER_SPACE } = require('../lib/text/line-break')

const WIDTHS = [80, 60]
const LONE_URL = /^\s*\(?https?:\/\/\S+\)?[。.，,]?$/ // kept whole so that it can be copied
const CLOSING_START = /^\s*(»\s+)?[，。、；：！？）」』》〉】…]/
const OPENING_END = /[（「『《〈【“]$/
const HAN = '\\u4e00-\\u9fff'

// Paragraphs and list items of the rendered text (below the page heading): [[line, …], …].
function paragraphs (output) {
  const result = []
  let current = []
  let kind = null
  const flush = () => { if (current.length) result.push(current); current = []; kind = null }
  const lines = output.split('\n')
  for (const line of lines.slice(lines.findIndex((l) => l.startsWith('# ')))) {
    if (/^ {2}» /.test(line)) {
      flush()
      kind = 'item'
      current.push(line)
    } else if (kind === 'item' && /^ {4}\S/.test(line)) {
      current.push(line)
    } else if (/^ \S/.test(line)) {
      if (kind !== 'paragraph') flush()
      kind = 'paragraph'
      current.push(line)
    } else {
      flush() // blank line, heading, rule or code
    }
  }
  flush()
  return result
}

// Columns taken by the first piece of a line that the line breaker could not split.
function firstPieceWidth (text) {
  const chars = [...text]
  let end = 1
  const gluedAcrossSpace = (i) => chars[i] === ' ' && NOT_AFTER_SPACE.has(chars[i + 1])
  while (end < chars.length && (gluedAcrossSpace(end) || (chars[end] !== ' ' && !breakAllowed(chars[end - 1], chars[end])))) end++
  return displayWidth(chars.slice(0, end).join(''))
}

function wrapProblems (output, columns, lang) {
  const problems = []
  for (const line of output.split('\n')) {
    if (LONE_URL.test(line)) continue
    if (displayWidth(line) > columns) problems.push(`wider than ${columns}: ${line}`)
    if (CLOSING_START.test(line)) problems.push(`starts with closing punctuation: ${line}`)
    if (OPENING_END.test(line.trimEnd())) problems.push(`ends with opening punctuation: ${line}`)
    if (new RegExp(`[${HAN}] [${HAN}]`).test(line)) problems.push(`a space between two Chinese characters: ${line}`)
  }
  if (lang === 'zh-cn') {
    // A Chinese line ends early only where its paragraph ends, or before a piece that did not fit
    // (the text is rendered 2 columns narrower than the terminal, with a 3-column right margin).
    for (const paragraph of paragraphs(output)) {
      paragraph.slice(0, -1).forEach((line, i) => {
        const next = paragraph[i + 1].trim()
        // A space dropped at the break is invisible: assume one unless both sides are Chinese.
        const gap = new RegExp(`[${HAN}，。、；：！？）」』》]$`).test(line) && new RegExp(`^[${HAN}]`).test(next) ? 0 : 1
        if (!LONE_URL.test(paragraph[i + 1]) && displayWidth(line) + gap + firstPieceWidth(next) <= columns - 5) {
          problems.push(`ends too early: ${line}`)
        }
      })
    }
  }
  return problems
}

function texts () {
  const all = []
  for (const lang of LANGUAGES) {
    for (const exercise of listExercises()) all.push({ args: ['print', String(exercise.number)], lang })
    for (const id of listArticles()) all.push({ args: ['reading', id], lang })
  }
  return all
}

for (const columns of WIDTHS) {
  test(`print and reading wrap correctly at ${columns} columns in every language`, async () => {
    const results = []
    const all = texts()
    for (let i = 0; i < all.length; i += 4) { // a few at a time: the machine runs benchmarks too
      results.push(...await Promise.all(all.slice(i, i + 4).map(async ({ args, lang }) =>
        ({ args, lang, result: await runCli([...args, '--lang', lang], { env: { COLUMNS: String(columns) } }) }))))
    }
    for (const { args, lang, result } of results) {
      assert.strictEqual(result.code, 0, result.output)
      assert.deepStrictEqual(wrapProblems(result.stdout, columns, lang), [], `${args.join(' ')} --lang ${lang}`)
    }
  })
}

test('wrapping loses and adds no character: narrow and wide renderings hold the same text', () => {
  const files = [
    ...listExercises().flatMap((ex) => LANGUAGES.map((lang) => path.join(ex.problemDir, `problem.${lang}.md`))),
    ...listArticles().flatMap((id) => LANGUAGES.map((lang) => path.join(ARTICLES_DIR, `${id}.${lang}.md`)))
  ]
  const squeeze = (text) => text.replace(/[\s»#]/g, '') // headings repeat their # on each line
  for (const file of files) {
    const markdown = stripStamp(fs.readFileSync(file, 'utf8'))
    assert.strictEqual(squeeze(renderMarkdown(markdown, { columns: 60 })), squeeze(renderMarkdown(markdown, { columns: 100 })), file)
  }
})

test('line breaking: Chinese between characters with its punctuation rules, Korean and English at spaces', () => {
  const width = () => 20
  // Chinese fills the line, and never starts one with "，" or "。" nor ends one with "（".
  assert.deepStrictEqual(breakLines('他们用 ab 压测一个真实的接口，结果只有四十一（41）个请求。', width),
    ['他们用 ab 压测一个真', '实的接口，结果只有四', '十一（41）个请求。'])
  assert.deepStrictEqual(breakLines('一二三四五六七八九十，一二', width), ['一二三四五六七八九', '十，一二'])
  assert.deepStrictEqual(breakLines('一二三四五六七八九（十）', width), ['一二三四五六七八九', '（十）'])
  // Korean keeps each word whole.
  assert.deepStrictEqual(breakLines('변수 하나를 바꿨을 뿐인데 약 1.7× 차이가 났습니다.', width),
    ['변수 하나를 바꿨을', '뿐인데 약 1.7×', '차이가 났습니다.'])
  // English as before: at spaces; a word longer than the line is cut; a URL is kept whole.
  assert.deepStrictEqual(breakLines('measure twice, then cut once more', width), ['measure twice, then', 'cut once more'])
  assert.deepStrictEqual(breakLines('abcdefghijklmnopqrstuvwxyz', width), ['abcdefghijklmnopqrst', 'uvwxyz'])
  assert.deepStrictEqual(breakLines('see (https://example.com/a/very/long/path)', width), ['see', '(https://example.com/a/very/long/path)'])
  // Colour codes take no room and stay with their text.
  assert.deepStrictEqual(breakLines('用 \x1b[33mNODE_ENV\x1b[39m 选择配置文件是一个反模式', width),
    ['用 \x1b[33mNODE_ENV\x1b[39m 选择配置', '文件是一个反模式'])
  // The first line can be narrower (a list item's bullet).
  assert.deepStrictEqual(breakLines('一二三四五六七八九十', (i) => (i === 0 ? 8 : 12)), ['一二三四', '五六七八九十'])
})
