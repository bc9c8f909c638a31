'use strict'
// One home for measured figures: bench/figures.json. Every ratio a text quotes (problem texts,
// hints, check messages, readings, the instructor guide, in every language) must be a figure that
// file holds for the text's exercise (or for the article its reading retells, or for the workshop
// as a whole), and the thresholds it lists must be the specs' own. When a figure changes, it
// changes there first; this test then names every text still quoting the old one.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { ROOT } = require('./helpers')
const { LANGUAGES } = require('../lib/i18n')
const { listExercises } = require('../lib/exercises')
const { listArticles, ARTICLES_DIR } = require('../lib/i18n/readings')
const { ENGLISH_ONLY_DOCS } = require('../lib/i18n/translations')

const FIGURES = path.join(ROOT, 'bench', 'figures.json')

const NUM = '\\d+(?:\\.\\d+)?'
const TIMES = '(?:×|times\\b|倍|배(?![포치열송경터]))'
const WORDS = {
  en: { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 },
  ordinal: { third: 3, fourth: 4, quarter: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 },
  zh: { 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 },
  ko: { 두: 2, 세: 3, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10 }
}

// Prose only: code, URLs and placeholders quote no figure.
function prose (text) {
  return text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ').replace(/\{\{[^}]*\}\}/g, ' ')
}

// The ratios a text quotes: [{ quote, numbers: [n, …] }] for "2.2×", "1.6–2.7×", "×1.5",
// "6 to 40 times", "3.8 倍", "1.8~2.0배", "three times", "三倍", "세 배"; and
// [{ quote, fraction: 'N' }] for "a sixth", "1/5", "七分之一", "7분의 1".
function quotedRatios (text) {
  const found = []
  const add = (match, numbers) => found.push({ quote: match[0].replace(/\s+/g, ' ').trim(), numbers: numbers.map(Number) })
  const addFraction = (match, n) => found.push({ quote: match[0].replace(/\s+/g, ' ').trim(), fraction: String(n) })
  const body = prose(text)
  const claimed = new Set()
  for (const m of body.matchAll(new RegExp(`(${NUM})\\s*(?:–|-|~|to|到|至)\\s*(${NUM})\\s*${TIMES}(?!\\s*\\()`, 'g'))) {
    add(m, [m[1], m[2]])
    claimed.add(m.index + m[0].lastIndexOf(m[2]))
  }
  for (const m of body.matchAll(new RegExp(`(?<![\\d.])(${NUM})\\s*${TIMES}(?!\\s*\\()`, 'g'))) {
    if (!claimed.has(m.index)) add(m, [m[1]])
  }
  for (const m of body.matchAll(new RegExp(`×\\s*(${NUM})`, 'g'))) add(m, [m[1]])
  const words = (table) => Object.keys(table).join('|')
  for (const m of body.matchAll(new RegExp(`\\b(${words(WORDS.en)})\\s+times\\b`, 'gi'))) add(m, [WORDS.en[m[1].toLowerCase()]])
  for (const m of body.matchAll(new RegExp(`(${words(WORDS.zh)})\\s*倍`, 'g'))) add(m, [WORDS.zh[m[1]]])
  for (const m of body.matchAll(new RegExp(`(?<![가-힣])(${words(WORDS.ko)})\\s*배(?![포치열송경터])`, 'g'))) add(m, [WORDS.ko[m[1]]])
  for (const m of body.matchAll(new RegExp(`\\b(?:a|one)\\s+(${words(WORDS.ordinal)})\\b`, 'gi'))) addFraction(m, WORDS.ordinal[m[1].toLowerCase()])
  for (const m of body.matchAll(/(?<![\d/.])1\/(\d+)(?![\d/])/g)) addFraction(m, m[1])
  for (const m of body.matchAll(new RegExp(`(${words(WORDS.zh)})分之一`, 'g'))) addFraction(m, WORDS.zh[m[1]])
  for (const m of body.matchAll(/(\d+)\s*분의\s*1(?!\d)/g)) addFraction(m, m[1])
  return found
}

function readFigures (file = FIGURES) {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

// A figure measured on a Node.js line the workshop no longer supports (its setup names Node.js 20)
// stays in the file as history, but no text may quote it: the runtime moved under the lessons.
function onRetiredLine (figures, figure) {
  return /\bNode\.js 20\./.test(figures.setups[figure.setup] || '')
}

// What a text about these exercises and articles may quote: { numbers: Set, fractions: Set }.
function held (figures, { exercises = [], articles = [] }) {
  const numbers = new Set()
  const fractions = new Set()
  const key = (n) => Number(n).toFixed(2)
  const take = (figure) => {
    if (onRetiredLine(figures, figure)) return
    for (const n of [figure.value, ...(figure.range || []), ...(figure.pairs || [])]) {
      if (n !== undefined) numbers.add(key(n))
    }
    if (figure.fraction) fractions.add(figure.fraction.replace(/^1\//, ''))
  }
  figures.general.forEach(take)
  for (const id of exercises) {
    const exercise = figures.exercises[id]
    assert.ok(exercise, `bench/figures.json has no entry for ${id}`)
    exercise.figures.forEach(take)
    for (const n of [exercise.threshold].flat()) if (n !== undefined) numbers.add(key(n))
    if (exercise.bytesThreshold) fractions.add(exercise.bytesThreshold.replace(/^1\//, ''))
  }
  for (const id of articles) (figures.articles[id] || []).forEach(take)
  return { numbers, fractions, key }
}

function unheldRatios (text, allowed) {
  const problems = []
  for (const { quote, numbers, fraction } of quotedRatios(text)) {
    if (fraction !== undefined) {
      if (!allowed.fractions.has(fraction)) problems.push(`"${quote}"`)
    } else if (!numbers.every((n) => allowed.numbers.has(allowed.key(n)))) {
      problems.push(`"${quote}"`)
    }
  }
  return problems
}

// Every text that quotes figures, with the exercises and articles it may quote them for.
function textsWithScope (root = ROOT) {
  const exercises = listExercises()
  const all = { exercises: exercises.map((ex) => ex.folder), articles: listArticles() }
  const texts = []
  for (const exercise of exercises) {
    const scope = { exercises: [exercise.folder], articles: [exercise.spec.reading] }
    for (const lang of LANGUAGES) {
      for (const name of [`problem.${lang}.md`, `hints.${lang}.md`, `messages.${lang}.json`]) {
        texts.push({ file: path.join(exercise.problemDir, name), scope })
      }
    }
  }
  for (const id of listArticles()) {
    const scope = { exercises: exercises.filter((ex) => ex.spec.reading === id).map((ex) => ex.folder), articles: [id] }
    for (const lang of LANGUAGES) texts.push({ file: path.join(ARTICLES_DIR, `${id}.${lang}.md`), scope })
  }
  // Contributors' documents (docs/ARCHITECTURE.md) quote no measured figure: they point here.
  for (const name of fs.readdirSync(path.join(root, 'docs')).filter((n) => n.endsWith('.md') && !ENGLISH_ONLY_DOCS.includes(n))) {
    texts.push({ file: path.join(root, 'docs', name), scope: all })
  }
  for (const lang of LANGUAGES) texts.push({ file: path.join(root, 'i18n', `${lang}.json`), scope: all })
  return texts
}

test('every ratio a text quotes is a figure bench/figures.json holds for that text\'s exercise', () => {
  const figures = readFigures()
  const problems = []
  for (const { file, scope } of textsWithScope()) {
    const raw = fs.readFileSync(file, 'utf8')
    const text = file.endsWith('.json') ? Object.values(JSON.parse(raw)).map(function flat (v) { return typeof v === 'object' ? Object.values(v).map(flat).join('\n') : String(v) }).join('\n') : raw
    for (const quote of unheldRatios(text, held(figures, scope))) problems.push(`${path.relative(ROOT, file)}: ${quote}`)
  }
  assert.deepStrictEqual(problems, [], 'measure it, record it in bench/figures.json with its setup, or quote the figure that is there')
})

// Its thresholds are the specs' own: scripts/check.js (the figures rule) says so, test/check.test.js.
test('bench/figures.json: an entry per exercise, every figure with a known setup', () => {
  const figures = readFigures()
  assert.deepStrictEqual(Object.keys(figures.exercises).sort(), listExercises().map((ex) => ex.folder).sort())
  for (const exercise of listExercises()) {
    const entry = figures.exercises[exercise.folder]
    for (const figure of [...entry.figures, ...(entry.costs || [])]) {
      assert.ok(figure.what && figures.setups[figure.setup], `${exercise.folder}: "${figure.what}" names a setup from "setups"`)
      assert.ok(figure.value !== undefined || figure.ms !== undefined || figure.range, `${exercise.folder}: "${figure.what}" has a value or a range`)
    }
  }
  assert.deepStrictEqual(Object.keys(figures.articles).sort(), listArticles().sort(), 'the articles\' own figures, per article')
})

test('the figures check reads ratios in every language and names a figure that is not held', () => {
  const quotes = (text) => quotedRatios(text).map((q) => q.fraction ? `1/${q.fraction}` : q.numbers.join('–'))
  assert.deepStrictEqual(quotes('about **2.2×** (1.6–2.7× across runs), ×1.5 on 2 cores, 6 to 40 times, three times'),
    ['1.6–2.7', '6–40', '2.2', '1.5', '3'])
  assert.deepStrictEqual(quotes('约 **3.8 倍**，1.8 到 2.0 倍，快大约三倍，七分之一，1 + 0.5 × (核心数 − 1) 倍'), ['1.8–2', '3.8', '3', '1/7'])
  assert.deepStrictEqual(quotes('**1.8~2.0배**, 약 세 배, 7분의 1, 새 버전을 배포할 때, `res.end(x) 2×`'), ['1.8–2', '3', '1/7'])
  assert.deepStrictEqual(quotes('at about a sixth of the requests, at most 1/5 of the bytes, 2017/03/03, 500–600 KB'), ['1/6', '1/5'])
  const figures = readFigures()
  const scope = held(figures, { exercises: ['03-cache-json'], articles: ['json-stringify'] })
  assert.deepStrictEqual(unheldRatios('a cached Buffer, about **16×**; a cached string about 2.2×; the article 1.8×', scope), ['"16×"'])
  assert.deepStrictEqual(unheldRatios('the middleware served about a seventh', held(figures, { exercises: ['05-gzip'] })), [])
  assert.deepStrictEqual(unheldRatios('the middleware served about a third', held(figures, { exercises: ['05-gzip'] })), ['"a third"'])
  // Kept in the file, measured on Node.js 20 (side-by-side-2026-11): history, not a figure to quote.
  assert.ok(figures.exercises['04-hapi-podium'].figures.some((f) => f.setup === 'side-by-side-2026-11' && f.range && f.range[1] === 3.4))
  assert.deepStrictEqual(unheldRatios('hapi served 2.6 to 3.4 times the requests of Express', held(figures, { exercises: ['04-hapi-podium'] })), ['"2.6 to 3.4 times"'])
})
