'use strict'
// The workshop's own translator. The CLI, the engine and the exercises' check files (which run
// in child processes) all use it, so it does not depend on workshopper-adventure.
const fs = require('node:fs')
const path = require('node:path')
const { ROOT, listExercises } = require('../exercises')

const LANGUAGES = ['en', 'zh-cn', 'ko']
const FALLBACK = 'en'

function readJson (file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

// UI strings from i18n/<lang>.json, plus each exercise's own strings (title, check messages)
// from problems/<NN-id>/messages.<lang>.json under "exercises.<id>".
function loadStrings (lang) {
  const strings = readJson(path.join(ROOT, 'i18n', `${lang}.json`))
  strings.exercises = {}
  for (const exercise of listExercises()) {
    const file = path.join(exercise.problemDir, `messages.${lang}.json`)
    strings.exercises[exercise.id] = fs.existsSync(file) ? readJson(file) : {}
  }
  return strings
}

function lookup (strings, key) {
  return key.split('.').reduce((node, part) => (node == null ? undefined : node[part]), strings)
}

// Whole numbers from 1,000 up are grouped as the language writes them (99,293 bytes), except
// those that are names rather than amounts: pids, ports, status codes, ids (id, ids, orderId, order_id).
const NOT_AN_AMOUNT = /^ids?$|pid|port|status|code|expected/i
const AN_ID = /(?:^|_)id$|[a-z]Id$/
function shown (name, value, numbers) {
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= 1000 && !NOT_AN_AMOUNT.test(name) && !AN_ID.test(name)) return numbers.format(value)
  return String(value)
}

// A value that stands for a missing one leaves a hole in the sentence ("carried the ETag —").
const HOLES = new Set([undefined, null, '', '—', 'undefined'])

function fill (key, text, params, numbers) {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name) => {
    // The workshop's own tests run with NPW_STRICT_MESSAGES=1: a hole is our bug, found there.
    if (process.env.NPW_STRICT_MESSAGES === '1' && HOLES.has(params[name])) {
      throw new Error(`the message ${key} was given ${JSON.stringify(params[name])} for {{${name}}}`)
    }
    return params[name] === undefined ? match : shown(name, params[name], numbers)
  })
}

// Runs fn() with the strict filling the tests use (see fill).
function fillStrictly (fn) {
  const before = process.env.NPW_STRICT_MESSAGES
  process.env.NPW_STRICT_MESSAGES = '1'
  try {
    return fn()
  } finally {
    if (before === undefined) delete process.env.NPW_STRICT_MESSAGES
    else process.env.NPW_STRICT_MESSAGES = before
  }
}

// The language's number format, made on first use: the first Intl.NumberFormat of a process loads
// ICU's locale data, which costs more than the whole of `list` would otherwise (bench/startup.js).
const formats = new Map()
function numberFormat (lang) {
  return {
    format (value) {
      if (!formats.has(lang)) formats.set(lang, new Intl.NumberFormat(lang === 'zh-cn' ? 'zh-CN' : lang))
      return formats.get(lang).format(value)
    }
  }
}

const loaded = new Map()
function stringsFor (lang) {
  if (!loaded.has(lang)) loaded.set(lang, loadStrings(lang))
  return loaded.get(lang)
}

// t(key, params): the text in `lang`, else in English, else the key itself (never a crash).
function createTranslator (lang) {
  const own = stringsFor(lang)
  const fallback = stringsFor(FALLBACK)
  const numbers = numberFormat(lang)
  function t (key, params = {}) {
    let text = lookup(own, key)
    if (typeof text !== 'string') text = lookup(fallback, key)
    if (typeof text !== 'string') return key
    return fill(key, text, params, numbers)
  }
  t.lang = lang
  // The message as written, placeholders and all: for tests that look for its fixed pieces.
  t.template = (key) => {
    const text = lookup(own, key)
    return typeof text === 'string' ? text : lookup(fallback, key) || key
  }
  t.has = (key) => typeof lookup(own, key) === 'string'
  return t
}

// "zh_CN.UTF-8", "ZH-cn", "ko_KR" → "zh-cn", "ko"; anything else → null.
function normaliseLang (value) {
  if (!value) return null
  const text = String(value).toLowerCase().replace(/_/g, '-').replace(/\..*$/, '')
  if (LANGUAGES.includes(text)) return text
  if (text.startsWith('zh')) return /tw|hk|hant/.test(text) ? null : 'zh-cn'
  const base = text.split('-')[0]
  return LANGUAGES.includes(base) ? base : null
}

// The learner's system language, used until they choose one with `lang`.
function langFromEnvironment (env = process.env) {
  for (const value of [env.LC_ALL, env.LC_MESSAGES, env.LANG]) {
    const lang = normaliseLang(value)
    if (lang) return lang
  }
  return FALLBACK
}

module.exports = { LANGUAGES, createTranslator, normaliseLang, langFromEnvironment, fillStrictly }
