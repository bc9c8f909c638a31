'use strict'
// Every text a learner sees exists in en, zh-cn and ko, with the same keys and placeholders, and
// every translation is up to date with its English source.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { LANGUAGES } = require('../lib/i18n')
const { listExercises, ROOT } = require('../lib/exercises')
const { translationReport } = require('../lib/translations')

function flatten (object, prefix = '') {
  return Object.entries(object).flatMap(([key, value]) => {
    if (key === '_source') return []
    return value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]
  })
}

const placeholders = (text) => [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort()

// Same keys both ways, no empty string, the same {{placeholders}} in each string.
function assertSameStrings (englishFile, translatedFile) {
  const english = new Map(flatten(JSON.parse(fs.readFileSync(englishFile, 'utf8'))))
  const translated = new Map(flatten(JSON.parse(fs.readFileSync(translatedFile, 'utf8'))))
  const where = path.relative(ROOT, translatedFile)
  assert.deepStrictEqual([...english.keys()].filter((k) => !translated.has(k)), [], `${where}: keys missing`)
  assert.deepStrictEqual([...translated.keys()].filter((k) => !english.has(k)), [], `${where}: keys not in English`)
  for (const [key, text] of translated) {
    assert.ok(String(text).trim(), `${where}: ${key} is empty`)
    assert.deepStrictEqual(placeholders(text), placeholders(english.get(key)), `${where}: placeholders of ${key}`)
  }
}

test('UI strings: every key in every language, with the same placeholders', () => {
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    assertSameStrings(path.join(ROOT, 'i18n', 'en.json'), path.join(ROOT, 'i18n', `${lang}.json`))
  }
})

test('every exercise has its problem, hints and messages in every language', () => {
  for (const exercise of listExercises()) {
    for (const lang of LANGUAGES) {
      for (const name of [`problem.${lang}.md`, `hints.${lang}.md`, `messages.${lang}.json`]) {
        assert.ok(fs.existsSync(path.join(exercise.problemDir, name)), `${exercise.folder}/${name} is missing`)
      }
      if (lang === 'en') continue
      assertSameStrings(path.join(exercise.problemDir, 'messages.en.json'), path.join(exercise.problemDir, `messages.${lang}.json`))
      const levels = (file) => fs.readFileSync(path.join(exercise.problemDir, file), 'utf8').split(/^---\s*$/m).length
      assert.strictEqual(levels(`hints.${lang}.md`), levels('hints.en.md'), `${exercise.folder}: hint levels in ${lang}`)
    }
  }
})

test('every translation records the English text it translates, and it is the current one', () => {
  const notFresh = translationReport().filter((item) => item.status !== 'fresh')
    .map((item) => `${item.status}: ${path.relative(ROOT, item.file)}`)
  assert.deepStrictEqual(notFresh, [], 'run `node scripts/translations.js` and update these')
})
