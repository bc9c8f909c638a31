'use strict'
// Problem texts print as written, in every language: no crash, no leftover placeholder, no
// {name}/$UPPER substitution (workshopper-adventure 7 substitutes inside problem markdown and
// crashes on {languages} and {solution}).
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { stripVTControlCharacters } = require('node:util')
const { runCli, commandOutput, messagePiece, printedCommand, ROOT } = require('./helpers')
const { LANGUAGES, createTranslator } = require('../lib/i18n')
const { listExercises } = require('../lib/exercises')
const { renderMarkdown } = require('../lib/text/render')

// Every text, by the print command in this process (test/helpers.js commandOutput: a CLI run per
// text took 15 s of CPU); the next test holds that to the CLI's output.
test('every problem prints in every language without a leftover placeholder', async () => {
  for (const exercise of listExercises()) {
    for (const lang of LANGUAGES) {
      const stdout = await commandOutput('print', [String(exercise.number)], { lang })
      const where = `${exercise.folder} (${lang})`
      assert.doesNotMatch(stdout, /\{\{|\}\}|\?[a-z_]+\.[a-z_.]+\?|undefined|\[object Object\]/, where)
      assert.doesNotMatch(stdout, /translated from \S+ sha256/, `${where}: the translation stamp is not shown`)
      // Neither notice of a missing or out-of-date translation (the word "stale" itself may be
      // part of a problem text: a stale cache).
      for (const notice of ['print.untranslated', 'print.stale']) {
        assert.ok(!stdout.includes(messagePiece(lang, notice)), `${where}: ${notice}`)
      }
      const english = fs.readFileSync(path.join(exercise.problemDir, 'problem.en.md'), 'utf8')
      const firstCode = /```\w*\n([^\n]+)/.exec(english)
      // As written, the workshop's command as the learner runs it (lib/invocation.js).
      const asPrinted = firstCode && firstCode[1].trim().replace(/^node-perf-workshop\b/, printedCommand())
      if (firstCode) assert.ok(stdout.includes(asPrinted), `${where}: code samples are printed as written`)
    }
  }
})

test('the CLI prints a problem as the command does in the test above, in each language', async () => {
  for (const [number, lang] of [[1, 'en'], [7, 'zh-cn'], [13, 'ko']]) {
    const result = await runCli(['print', String(number), '--lang', lang])
    assert.strictEqual(result.code, 0, result.output)
    assert.strictEqual(result.stdout, await commandOutput('print', [String(number)], { lang }), `print ${number} --lang ${lang}`)
  }
})

// ('$' + '{name}': a dollar and a brace in the text, not a template placeholder.)
test('the renderer prints {name}, {languages}, {solution} and $UPPER text verbatim', () => {
  const rendered = renderMarkdown(fs.readFileSync(path.join(ROOT, 'test', 'fixtures', 'placeholders.md'), 'utf8'))
  for (const token of ['const { name } = req.query', '{name}', '{languages} {solution}', '$' + '{name} on $PORT', "'$HOME'", "'$ADVENTURE_NAME'", '{{appName}}', '{bold}not bold{/bold}']) {
    assert.ok(rendered.includes(token), `"${token}" was changed:\n${rendered}`)
  }
})

test('select shows the title and the task, and points to print for the rest; print then shows it all, once', async () => {
  const { freshHome } = require('./helpers')
  for (const lang of LANGUAGES) {
    const home = freshHome()
    const selected = await runCli(['select', '5', '--lang', lang], { home })
    assert.strictEqual(selected.code, 0, selected.output)
    // Compared without whitespace and colours: the terminal wraps lines, CJK ones without spaces.
    const bare = (text) => stripVTControlCharacters(text).replace(/\s+/g, '')
    const more = renderMarkdown(createTranslator(lang)('select.more', { name: printedCommand(), folder: '05-gzip' }))
    assert.ok(bare(selected.stdout).includes(bare(more)), `${lang}: select says where the whole text is`)
    const printed = await runCli(['print', '--lang', lang], { home })
    const paragraphs = printed.stdout.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p.length > 80)
    const repeated = paragraphs.filter((p) => selected.stdout.includes(p))
    assert.ok(repeated.length > 0, `${lang}: the task select showed is part of print`)
    assert.ok(repeated.length < paragraphs.length / 2, `${lang}: select repeated ${repeated.length} of print's ${paragraphs.length} paragraphs`)
  }
})
