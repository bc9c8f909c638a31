'use strict'
// The `reading` command and the links to it: the background reading of an exercise or of an
// article, in every language, with a one-line note when the translation is older than the English.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { runCli, freshHome, selectExercise, copyWorkshop, messagePiece, printedCommand } = require('./helpers')
const { LANGUAGES, createTranslator } = require('../lib/i18n')
const { listExercises } = require('../lib/exercises')
const { listArticles, findArticle, ARTICLES_DIR } = require('../lib/i18n/readings')
const { stripStamp } = require('../lib/i18n/translations')
const { readGlossary } = require('../scripts/i18n-checks')

// The first heading of a reading, as the learner sees it (markdown markup removed).
function readingTitle (id, lang) {
  const text = stripStamp(fs.readFileSync(path.join(ARTICLES_DIR, `${id}.${lang}.md`), 'utf8'))
  return /^# (.+)$/m.exec(text)[1].replace(/[*`]/g, '')
}

function assertShowsReading (result, id, lang) {
  assert.strictEqual(result.code, 0, result.output)
  assert.ok(result.stdout.includes(readingTitle(id, lang)), `${id} (${lang}) is shown:\n${result.stdout.slice(0, 400)}`)
  assert.ok(result.stdout.includes(findArticle(id).url), `${id} (${lang}) gives the original's address`)
  assert.doesNotMatch(result.stdout, /translated from \S+ sha256/, 'the translation stamp is not shown')
  const t = createTranslator(lang)
  assert.ok(!result.stdout.includes(t('print.stale')) && !result.stdout.includes(t('reading.untranslated')), 'no note on a fresh reading')
}

test('reading N shows the reading of exercise N, in the language asked for', async () => {
  assertShowsReading(await runCli(['reading', '2', '--lang', 'ko']), 'express-tuning', 'ko')
  const english = await runCli(['reading', 'measure'])
  assertShowsReading(english, 'express-tuning', 'en')
  assert.ok(english.stdout.includes(createTranslator('en')('reading.heading_exercise', { number: 1, title: createTranslator('en')('exercises.measure.title') })))
})

test('reading without an argument shows the current exercise\'s reading, with the exercises that practise it', async () => {
  const home = freshHome()
  await selectExercise(home, 2)
  const result = await runCli(['reading', '--lang', 'zh-cn'], { home })
  assertShowsReading(result, 'express-tuning', 'zh-cn')
  const t = createTranslator('zh-cn')
  for (const exercise of listExercises().filter((ex) => ex.spec.reading === 'express-tuning')) {
    const item = t('reading.practise_item', { name: printedCommand(), number: exercise.number, title: t(`exercises.${exercise.id}.title`) })
    assert.ok(result.stdout.replace(/\s+/g, '').includes(item.replace(/[`\s]/g, '')), `lists exercise ${exercise.number}`)
  }
})

test('reading <article> shows any article, also one whose exercise is not installed', async () => {
  for (const [id, lang] of [['json-stringify', 'zh-cn'], ['hapi-benchmarks', 'en'], ['hapi-benchmarks', 'ko']]) {
    assertShowsReading(await runCli(['reading', id, '--lang', lang]), id, lang)
  }
})

test('reading of something that does not exist is one translated sentence, exit 1', async () => {
  for (const lang of LANGUAGES) {
    const result = await runCli(['reading', 'nonsense', '--lang', lang])
    assert.strictEqual(result.code, 1)
    assert.ok(result.output.includes(messagePiece(lang, 'reading.unknown')), result.output)
    assert.ok(result.output.includes(listArticles().join(', ')))
    assert.doesNotMatch(result.output, /\bat \S+:\d+:\d+|Error:/, 'no stack trace')
  }
})

test('every exercise\'s problem text ends with a background reading section: the reading command and the original', () => {
  const glossary = readGlossary().find((term) => term.english.includes('background reading'))
  const headings = { en: 'Background reading', 'zh-cn': glossary['zh-cn'], ko: glossary.ko }
  for (const exercise of listExercises()) {
    const { url } = findArticle(exercise.spec.reading)
    for (const lang of LANGUAGES) {
      const text = fs.readFileSync(path.join(exercise.problemDir, `problem.${lang}.md`), 'utf8')
      const sections = text.split(/^## /m)
      const last = sections[sections.length - 1]
      const where = `${exercise.folder}/problem.${lang}.md`
      assert.strictEqual(last.split('\n')[0].trim(), headings[lang], `${where}: the last section is "## ${headings[lang]}"`)
      assert.ok(last.includes('`node-perf-workshop reading`'), `${where}: it names the reading command`)
      assert.ok(last.includes(url), `${where}: it links to the original, ${url}`)
    }
  }
})

test('a reading older than its English text is shown with a one-line note (so is a problem text)', async () => {
  const root = copyWorkshop()
  fs.appendFileSync(path.join(root, 'i18n', 'articles', 'express-tuning.en.md'), '\nOne more English sentence.\n')
  fs.appendFileSync(path.join(root, 'problems', '02-node-env', 'problem.en.md'), '\nOne more English sentence.\n')
  for (const [args, lang, title] of [
    [['reading', '2', '--lang', 'ko'], 'ko', readingTitle('express-tuning', 'ko')],
    [['print', '2', '--lang', 'zh-cn'], 'zh-cn', createTranslator('zh-cn')('exercises.node-env.title')]
  ]) {
    const result = await runCli(args, { root })
    assert.strictEqual(result.code, 0, result.output)
    const note = createTranslator(lang)('print.stale')
    assert.strictEqual(result.stdout.split(note).length - 1, 1, `${args.join(' ')}: the note, once`)
    assert.strictEqual(result.stdout.split('\n').filter((line) => line.includes(note)).length, 1)
    assert.ok(result.stdout.includes(title), `${args.join(' ')}: the translation is still shown`)
  }
  fs.rmSync(root, { recursive: true, force: true })
})

test('the menu offers the reading', async () => {
  const menu = require('../lib/commands').definitions.find((command) => command.aliases.includes('menu'))
  let shown = null
  const executed = []
  const shop = {
    options: { menuFactory: { options: {}, create: (data) => { shown = data; return {} } } },
    execute: (args) => executed.push(args)
  }
  shop.context = {
    shop,
    progress: { completed: () => [], current: () => null },
    t: () => createTranslator('ko'),
    out: { line () {} }
  }
  menu.handler(shop, [])
  await new Promise((resolve) => setImmediate(resolve))
  const entry = shown.extras.find((extra) => extra.label.includes(createTranslator('ko')('menu.reading')))
  assert.ok(entry, 'a menu entry for the reading')
  entry.handler()
  assert.deepStrictEqual(executed, [['reading']])
})
