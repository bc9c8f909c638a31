'use strict'
// Chinese and Korean text wraps correctly in a terminal 80 or 60 columns wide, in `print` and in
// `reading`: no line is wider than the terminal (measured in display columns: a Chinese or Korean
// character takes two), no line starts with closing punctuation or ends with opening punctuation,
// Chinese lines are filled (Chinese breaks between characters, not only at spaces), Korean breaks
// only at spaces, and no character is lost or added by the wrapping.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { runCli, commandOutput, BIN } = require('./helpers')
const { LANGUAGES } = require('../lib/i18n')
const { listExercises } = require('../lib/exercises')
const { listArticles, ARTICLES_DIR } = require('../lib/i18n/readings')
const { stripStamp } = require('../lib/i18n/translations')
const { displayWidth } = require('../lib/text/text-width')
const { renderMarkdown } = require('../lib/text/render')
const { breakLines, breakAllowed, NOT_AFTER_SPACE, UNIT } = require('../lib/text/line-break')

const WIDTHS = [80, 60]
const LONE_URL = /^\s*\(?https?:\/\/\S+\)?(?: ?[；;])?[。.，,]?$/ // kept whole so that it can be copied ("https://… ；" as the style guide writes a URL in Chinese)
const CLOSING_START = /^\s*(»\s+)?[，。、；：！？）」』》〉】…]/
const OPENING_END = /[（「『《〈【“]$/
const HAN = '\\u4e00-\\u9fff'

// Paragraphs and list items of the rendered text (below the page heading, `title`): [[line, …], …].
function paragraphs (output, title) {
  const result = []
  let current = []
  let kind = null
  let under = '' // the indent of an item's continuation lines: its bullet's, and two more
  const flush = () => { if (current.length) result.push(current); current = []; kind = null }
  const lines = output.split('\n')
  // The heading's lines (it may wrap): the first run of lines, up to a blank one, that spells it.
  const bare = (text) => text.replace(/\s/g, '')
  const start = lines.findIndex((l, i) => l.trim() && bare(lines.slice(i, lines.indexOf('', i)).join('')) === bare(title))
  assert.ok(start >= 0, `the page heading "${title}" is not in the output`)
  for (const line of lines.slice(lines.indexOf('', start))) {
    const bullet = /^( {2,})» /.exec(line) // an item of a list, or of a list nested in an item
    if (bullet) {
      flush()
      kind = 'item'
      under = `${bullet[1]}  `
      current.push(line)
    } else if (kind === 'item' && line.startsWith(under) && /\S/.test(line[under.length])) {
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

// Columns taken by the first piece of a line that the line breaker could not split: a code span
// of the text (`spans`, held on one line when it fits), else its first word or characters.
function firstPieceWidth (text, spans = []) {
  for (const span of spans.filter((code) => code.includes(' '))) text = text.split(span).join(span.replace(/ /g, '\u00a0'))
  const chars = [...text]
  let end = 1
  const gluedAcrossSpace = (i) => chars[i] === ' ' &&
    (NOT_AFTER_SPACE.has(chars[i + 1]) || (/\d/.test(chars[i - 1]) && UNIT.test(chars.slice(i + 1).join(''))))
  while (end < chars.length && (gluedAcrossSpace(end) || (chars[end] !== ' ' && !breakAllowed(chars[end - 1], chars[end])))) end++
  return displayWidth(chars.slice(0, end).join(''))
}

function wrapProblems (output, columns, lang, spans = [], title = '') {
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
    for (const paragraph of paragraphs(output, title)) {
      paragraph.slice(0, -1).forEach((line, i) => {
        const next = paragraph[i + 1].trim()
        // A space dropped at the break is invisible: assume one unless both sides are Chinese.
        const gap = new RegExp(`[${HAN}，。、；：！？）」』》]$`).test(line) && new RegExp(`^[${HAN}]`).test(next) ? 0 : 1
        if (!LONE_URL.test(paragraph[i + 1]) && displayWidth(line) + gap + firstPieceWidth(next, spans) <= columns - 5) {
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
    for (const exercise of listExercises()) all.push({ args: ['print', String(exercise.number)], lang, file: path.join(exercise.problemDir, `problem.${lang}.md`) })
    for (const id of listArticles()) all.push({ args: ['reading', id], lang, file: path.join(ARTICLES_DIR, `${id}.${lang}.md`) })
  }
  return all
}

// The code spans of a text, longest first, as they print (without their backticks).
const codeSpans = (file) => [...fs.readFileSync(file, 'utf8').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]).sort((a, b) => b.length - a.length)
// The text's page heading, as it prints (no "#", no markup).
const titleOf = (file) => /^# (.+)$/m.exec(fs.readFileSync(file, 'utf8'))[1].replace(/[*`]/g, '').trim()

// The workshop on PATH, as `npm install -g` puts it: the texts' commands print as
// `node-perf-workshop …`, the form whose width the texts are written for. In this process too,
// before anything works out the form (lib/invocation.js keeps it for the process).
const madeHere = []
process.once('exit', () => madeHere.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
function installedOnPath () {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-bin-'))
  madeHere.push(bin)
  fs.symlinkSync(BIN, path.join(bin, 'node-perf-workshop'))
  return `${bin}${path.delimiter}${process.env.PATH}`
}
process.env.PATH = installedOnPath()

// Every text at each width, rendered by the commands in this process (test/helpers.js
// commandOutput: 150 CLI runs took a minute of CPU); the next test holds them to the CLI's output.
for (const columns of WIDTHS) {
  test(`print and reading wrap correctly at ${columns} columns in every language`, async () => {
    for (const { args, lang, file } of texts()) {
      const output = await commandOutput(args[0], args.slice(1), { lang, columns })
      assert.deepStrictEqual(wrapProblems(output, columns, lang, codeSpans(file), titleOf(file)), [], `${args.join(' ')} --lang ${lang}`)
    }
  })
}

// One run of the CLI per command and width, in Chinese and Korean, where wrapping is hardest.
test('the CLI prints what the wrapping tests read: print and reading at each width', async () => {
  const [first, second] = listArticles()
  const samples = [[80, ['print', '4'], 'zh-cn'], [80, ['reading', first], 'ko'], [60, ['print', '12'], 'ko'], [60, ['reading', second], 'zh-cn']]
  for (const [columns, args, lang] of samples) {
    const result = await runCli([...args, '--lang', lang], { env: { COLUMNS: String(columns) } })
    assert.strictEqual(result.code, 0, result.output)
    assert.strictEqual(result.stdout, await commandOutput(args[0], args.slice(1), { lang, columns }), `${args.join(' ')} --lang ${lang} at ${columns} columns`)
  }
})

test('wrapping loses and adds no character: narrow and wide renderings hold the same text', () => {
  const files = [
    ...listExercises().flatMap((ex) => LANGUAGES.map((lang) => path.join(ex.problemDir, `problem.${lang}.md`))),
    ...listArticles().flatMap((id) => LANGUAGES.map((lang) => path.join(ARTICLES_DIR, `${id}.${lang}.md`)))
  ]
  const squeeze = (text) => text.replace(/^ *> /gm, '').replace(/[\s»]/g, '') // a quote repeats its bar on each line
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
  // A number keeps its unit.
  assert.deepStrictEqual(breakLines('堆从 13.5 MB 变为 13.6 MB', () => 18), ['堆从 13.5 MB 变为', '13.6 MB'])
  assert.deepStrictEqual(breakLines('for 5 s on GET', () => 5), ['for', '5 s', 'on', 'GET'])
  // Colour codes take no room and stay with their text.
  assert.deepStrictEqual(breakLines('用 \x1b[33mNODE_ENV\x1b[39m 选择配置文件是一个反模式', width),
    ['用 \x1b[33mNODE_ENV\x1b[39m 选择配置', '文件是一个反模式'])
  // The first line can be narrower (a list item's bullet).
  assert.deepStrictEqual(breakLines('一二三四五六七八九十', (i) => (i === 0 ? 8 : 12)), ['一二三四', '五六七八九十'])
})

// --- What the workshop prints on a terminal: messages, verdicts, menus, charts, lists ---------

// A terminal `columns` wide that keeps what is written.
function fakeTerminal (columns) {
  const written = []
  return { isTTY: true, columns, write: (text) => written.push(text), text: () => written.join('').replace(/\x1b\[[0-9;]*m/g, '') } // eslint-disable-line no-control-regex
}

// Every line fits, and the words of `message` are whole: each one is on a line of its own, not
// cut across two (Chinese words may part between Han characters: only Latin runs are checked).
function assertWrapped (output, columns, message, lang) {
  for (const line of output.split('\n')) assert.ok(displayWidth(line) <= columns, `wider than ${columns}: ${line}`)
  const words = message.split(/\s+/).filter(Boolean).map((word) => (lang === 'zh-cn' ? (word.match(/[A-Za-z0-9_./:@-]{2,}/g) || []) : [word])).flat()
  const lines = output.split('\n')
  for (const word of words) assert.ok(lines.some((line) => line.includes(word)), `"${word}" is cut across lines:\n${output}`)
}

test('on a terminal, check lines, notes and verdicts wrap at its width, under their text, words whole', () => {
  const { createOutput } = require('../lib/text/output')
  const { createTranslator } = require('../lib/i18n')
  for (const columns of [80, 100]) {
    for (const lang of LANGUAGES) {
      const t = createTranslator(lang)
      const reason = t('exercises.hapi-podium.checks.validations_per_request', { perRequest: 13, requests: 25, site: 'plugins/audit.js:39' })
      const note = t('submission.exercise_folder_not_selected', { folder: '04-hapi-podium', number: 4, selected: 11, name: 'npx ~/node-perf-workshop' })
      const terminal = fakeTerminal(columns)
      const out = createOutput(terminal)
      out.bad(reason)
      out.note(note)
      out.verdict('fail', t('verdict.fail_check_above'))
      const text = terminal.text()
      assertWrapped(text, columns, reason, lang)
      assertWrapped(text, columns, note, lang)
      // Continuation lines sit under the text, after the mark.
      for (const line of text.split('\n').filter((l) => l.trim() && !/^ {2}[✗!] |^ FAIL /.test(l))) assert.match(line, /^ {4}\S|^ {7}\S/, line)
      // A command in a code span is never split.
      assert.ok(text.includes('`npx ~/node-perf-workshop select 4`'), text)
      // Each reason once: the verdict points at the ✗ line, it does not repeat it.
      assert.strictEqual(text.split(reason.slice(0, 12)).length - 1, 1, text)
    }
  }
})

test('piped, the output keeps one line per message (logs and grep see whole messages)', () => {
  const { createOutput } = require('../lib/text/output')
  const written = []
  const out = createOutput({ isTTY: false, write: (text) => written.push(text) })
  const long = 'word '.repeat(60).trim()
  out.note(long)
  assert.strictEqual(written.join(''), `  ! ${long}\n`)
})

test('chart bars follow the numbers as shown: equal shown values, equal bars', () => {
  const { barChart, shown } = require('../lib/text/charts')
  assert.deepStrictEqual([shown.ms(2.04), shown.ms(1.96)].map((s) => s.text), ['2.0 ms', '2.0 ms'])
  assert.notStrictEqual(shown.ms(2.4).text, shown.ms(1.6).text, 'below 10 ms, a decimal tells 1.6 from 2.4')
  const [a, b] = barChart([{ label: 'yours', ...shown.ms(2.04) }, { label: 'starter', ...shown.ms(1.96) }])
  const barOf = (line) => line.match(/[█▏▎▍▌▋▊▉]+/)[0]
  assert.strictEqual(barOf(a), barOf(b))
  const [c, d] = barChart([{ label: 'yours', ...shown.count(3512.4) }, { label: 'starter', ...shown.count(1756.2) }])
  assert.strictEqual((c.match(/█/g) || []).length, 32)
  assert.strictEqual((d.match(/█/g) || []).length, 16)
  for (const columns of [80, 100]) assert.ok(displayWidth(c) <= columns)
})

test('lists render as lists: numbered items keep their numbers, a nested list sits under its item', () => {
  const markdown = '1. First, with `a command`.\n2. Fix it so that:\n   * at most **500 cards**;\n   * keyed by product.\n3. Third.\n'
  const rendered = renderMarkdown(markdown, { columns: 80 }, { form: 'node-perf-workshop' }).split('\n').filter(Boolean)
  assert.deepStrictEqual(rendered.map((line) => line.replace(/\x1b\[[0-9;]*m/g, '')), [ // eslint-disable-line no-control-regex
    '  1. First, with a command.',
    '  2. Fix it so that:',
    '     » at most 500 cards;',
    '     » keyed by product.',
    '  3. Third.'
  ])
  // 11's task, in every language: its three bullets on lines of their own.
  for (const lang of LANGUAGES) {
    const text = stripStamp(fs.readFileSync(path.join(listExercises()[10].problemDir, `problem.${lang}.md`), 'utf8'))
    const lines = renderMarkdown(text, { columns: 80 }).split('\n')
    assert.strictEqual(lines.filter((line) => /^ {5}» /.test(line)).length, 3, lang)
    assert.ok(lines.some((line) => /^ {2}3\. /.test(line)), `${lang}: item 3 keeps its number`)
  }
})

test('the workshop\'s command in a text reads as the learner runs it, a code span on one line', () => {
  const form = 'npx ~/node-perf-workshop'
  const rendered = renderMarkdown('Run `node-perf-workshop print` now.\n\n```sh\nnode-perf-workshop run 02-node-env/server.js\n```\n', { columns: 40 }, { form })
  assert.match(rendered, /npx ~\/node-perf-workshop print/)
  assert.match(rendered, /^ {4}npx ~\/node-perf-workshop run 02-node-env\/server\.js$/m)
})

test('menu entries wrap within the menu, the marker on the first line', () => {
  const { entryLines } = require('../lib/commands/menu')
  const { first, rest } = entryLines('» 9. Calls to another service: at once, bounded, kept alive, with a timeout', '[COMPLETED]', 74)
  assert.ok(displayWidth(first) <= 74 && first.endsWith('[COMPLETED]'), first)
  assert.deepStrictEqual(rest.map((line) => line.startsWith('     ')), rest.map(() => true))
  assert.match([first, ...rest].join(' ').replace(/\s+/g, ' '), /with a timeout/)
  const wide = entryLines('» 9. Calls to another service: at once, bounded, kept alive, with a timeout', '', 94)
  assert.deepStrictEqual(wide.rest, [], 'one line at 100 columns')
})

// The CLI in a real terminal (a pseudo-terminal from util-linux's `script`), `columns` wide.
function inTerminal (args, { columns, home, cwd, env = {} }) {
  const { spawn } = require('node:child_process')
  const command = `stty cols ${columns} rows 50; ${[process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ')}`
  return new Promise((resolve) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd, env: { ...process.env, HOME: home, LANG: 'C.UTF-8', LC_ALL: '', NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    child.stdout.on('data', (chunk) => { output += chunk })
    child.on('close', (code) => resolve({ code, output: output.replace(/\r/g, '').replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '') })) // eslint-disable-line no-control-regex
  })
}

const hasScript = fs.existsSync('/usr/bin/script') && process.platform === 'linux'
test('in a real terminal at 80 and 100 columns: verify in 04-hapi-podium/ with 11 selected names exercise 4, every line fits, no word cut', { skip: !hasScript && 'needs util-linux script (Linux)' }, async () => {
  const { createTranslator } = require('../lib/i18n')
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-home-'))
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-terminal-'))
  madeHere.push(home, cwd)
  await runCli(['select', '11'], { home })
  fs.mkdirSync(path.join(cwd, '04-hapi-podium'))
  fs.writeFileSync(path.join(cwd, '04-hapi-podium', 'server.js'), 'const = 1\n') // stops after the heading
  const env = { PATH: process.env.PATH } // the workshop on it (above)
  for (const columns of [80, 100]) {
    for (const lang of LANGUAGES) {
      const t = createTranslator(lang)
      const result = await inTerminal(['verify', '04-hapi-podium/server.js', '--lang', lang], { columns, home, cwd, env })
      const heading = t('verify.heading', { number: 4, title: t('exercises.hapi-podium.title') })
      assert.ok(result.output.startsWith(heading), `${lang} ${columns}: the heading names exercise 4\n${result.output}`)
      const note = t('submission.exercise_folder_not_selected', { folder: '04-hapi-podium', number: 4, selected: 11, name: 'node-perf-workshop' })
      assertWrapped(result.output, columns, note, lang)
      assert.ok(result.output.split('\n').length > 2, result.output)
    }
  }
})
