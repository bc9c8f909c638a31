'use strict'
// Background readings: one per source article, in i18n/articles/<id>.<lang>.md, with the original's
// title, author and address in i18n/articles/sources.json. An exercise names its article in the
// `reading` field of its spec.js.
const fs = require('node:fs')
const path = require('node:path')
const { ROOT, listExercises, findExercise } = require('../exercises')
const { localisedText } = require('./localised-file')

const ARTICLES_DIR = path.join(ROOT, 'i18n', 'articles')

function sources () {
  return JSON.parse(fs.readFileSync(path.join(ARTICLES_DIR, 'sources.json'), 'utf8'))
}

function listArticles () {
  return Object.keys(sources())
}

function findArticle (id) {
  const source = sources()[String(id).trim().toLowerCase()]
  return source ? { id: String(id).trim().toLowerCase(), ...source } : null
}

// The exercises whose spec names this article, in manifest order.
function exercisesPractising (articleId) {
  return listExercises().filter((exercise) => exercise.spec.reading === articleId)
}

// "2", "node-env" or "02-node-env" name an exercise (its reading); "json-stringify" an article.
// Returns { article, exercise } or null; article is null for an exercise without a reading.
function resolveReading (specifier) {
  const exercise = findExercise(specifier)
  if (exercise) return { exercise, article: exercise.spec.reading ? findArticle(exercise.spec.reading) : null }
  const article = findArticle(specifier)
  return article ? { exercise: null, article } : null
}

// { text, status } as for problem texts: status 'fresh', 'stale' or 'untranslated'.
function readReading (articleId, lang, dir = ARTICLES_DIR) {
  return localisedText(dir, articleId, lang)
}

module.exports = { ARTICLES_DIR, listArticles, findArticle, exercisesPractising, resolveReading, readReading }
