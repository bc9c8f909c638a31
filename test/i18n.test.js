'use strict'
// Every text a learner sees exists in en, zh-cn and ko, with the same keys and placeholders, and
// every translation is up to date with its English source.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { LANGUAGES } = require('../lib/i18n')
const { listExercises, ROOT } = require('../lib/exercises')
const { listArticles, findArticle, ARTICLES_DIR } = require('../lib/i18n/readings')
const { assertSameStrings, assertTranslationsFresh } = require('../scripts/i18n-checks')

test('UI strings: every key in every language, with the same placeholders', () => {
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    assertSameStrings(path.join(ROOT, 'i18n', 'en.json'), path.join(ROOT, 'i18n', `${lang}.json`), ROOT)
  }
})

test('every exercise has its problem, hints and messages in every language', () => {
  for (const exercise of listExercises()) {
    for (const lang of LANGUAGES) {
      for (const name of [`problem.${lang}.md`, `hints.${lang}.md`, `messages.${lang}.json`]) {
        assert.ok(fs.existsSync(path.join(exercise.problemDir, name)), `${exercise.folder}/${name} is missing`)
      }
      if (lang === 'en') continue
      assertSameStrings(path.join(exercise.problemDir, 'messages.en.json'), path.join(exercise.problemDir, `messages.${lang}.json`), ROOT)
      const levels = (file) => fs.readFileSync(path.join(exercise.problemDir, file), 'utf8').split(/^---\s*$/m).length
      assert.strictEqual(levels(`hints.${lang}.md`), levels('hints.en.md'), `${exercise.folder}: hint levels in ${lang}`)
    }
  }
})

test('every reading exists in every language, names its original, and every exercise has one', () => {
  const onDisk = fs.readdirSync(ARTICLES_DIR).filter((name) => name.endsWith('.en.md')).map((name) => name.replace('.en.md', ''))
  assert.deepStrictEqual(onDisk.sort(), listArticles().sort(), 'i18n/articles/sources.json lists every reading, and only those')
  for (const id of listArticles()) {
    const { url, title, author } = findArticle(id)
    assert.ok(url && title && author, `${id}: sources.json needs url, title and author`)
    for (const lang of LANGUAGES) {
      const file = path.join(ARTICLES_DIR, `${id}.${lang}.md`)
      assert.ok(fs.existsSync(file), `i18n/articles/${id}.${lang}.md is missing`)
      assert.ok(fs.readFileSync(file, 'utf8').includes(url), `${id}.${lang}.md links to ${url}`)
    }
  }
  for (const exercise of listExercises()) {
    assert.ok(findArticle(exercise.spec.reading), `${exercise.folder}: spec.reading "${exercise.spec.reading}" names no reading`)
  }
})

test('every translation records the English text it translates, and it is the current one', () => {
  assertTranslationsFresh(ROOT)
})
