'use strict'
// Every markdown file renders as written on GitHub (CommonMark) and in a terminal:
//   - no bold or italic marker that CommonMark cannot open or close. A closing `**` between
//     punctuation and a letter (`**对应练习：**练习 2`) or an opening one between a letter and
//     punctuation (`的**“慢”**`) is left as literal asterisks: Chinese and Korean have no space
//     there to save it, so put the punctuation outside the markers;
//   - no URL glued to the text after it. A terminal (and GitHub's autolinks) takes everything up
//     to the next space as the address, so `https://getpino.io），它` opens a page that does not
//     exist. A URL, or a markdown link (shown as "text (url)"), is followed by a space, the end
//     of the line or ASCII punctuation.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { ROOT } = require('./helpers')

// The markdown a learner, an instructor or a contributor reads (test fixtures excluded).
function markdownFiles (root = ROOT) {
  const found = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.md')) found.push(full)
    }
  }
  for (const dir of ['problems', 'i18n', 'docs', 'bench']) {
    if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir))
  }
  found.push(path.join(root, 'README.md'))
  return found.filter((file) => fs.existsSync(file)).sort()
}

// The text with fenced code blocks blanked and the inside of code spans replaced by "x", so that
// positions, line numbers and the characters around a code span stay as they are.
function withoutCode (text) {
  return text
    .replace(/^( *)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(`+)([^`\n]|[^`\n][\s\S]*?[^`\n])\1(?!`)/g, (span, ticks, inside) => ticks + inside.replace(/[^\n]/g, 'x') + ticks)
}

const WHITESPACE = /\s/u
// CommonMark 0.31 counts symbols (×, →, …) as punctuation too; older renderers do not, so a text
// that passes under this rule renders under both.
const PUNCTUATION = /[\p{P}\p{S}]/u

function flanking (before, after) {
  const spaceBefore = before === undefined || WHITESPACE.test(before)
  const spaceAfter = after === undefined || WHITESPACE.test(after)
  const punctBefore = before !== undefined && PUNCTUATION.test(before)
  const punctAfter = after !== undefined && PUNCTUATION.test(after)
  return {
    left: !spaceAfter && (!punctAfter || spaceBefore || punctBefore),
    right: !spaceBefore && (!punctBefore || spaceAfter || punctAfter)
  }
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length

// Emphasis markers (runs of * or _) that CommonMark leaves as literal characters.
function unmatchedEmphasis (markdown) {
  const text = withoutCode(markdown)
  const problems = []
  // Paragraph by paragraph: emphasis never crosses a blank line.
  let offset = 0
  for (const block of text.split(/(\n[ \t]*\n)/)) {
    const open = []
    for (const match of block.matchAll(/\*+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu)) {
      const run = match[0]
      const start = match.index
      const before = block[start - 1]
      const after = block[start + run.length]
      const lineStart = start === 0 || block[start - 1] === '\n' || /^[ \t]*$/.test(block.slice(block.lastIndexOf('\n', start - 1) + 1, start))
      if (run === '*' && lineStart && after === ' ') continue // a list item's bullet
      if (run[0] === '_' && /[\p{L}\p{N}]/u.test(before || '') && /[\p{L}\p{N}]/u.test(after || '')) continue // snake_case
      if (/^-+$/.test(run)) continue
      const { left, right } = flanking(before, after)
      const opener = open.findLastIndex((o) => o.run === run)
      if (right && opener !== -1) {
        open.splice(opener)
      } else if (left) {
        open.push({ run, start })
      } else {
        problems.push({ index: offset + start, run, before, after })
      }
    }
    for (const { run, start } of open) problems.push({ index: offset + start, run, before: block[start - 1], after: block[start + run.length] })
    offset += block.length
  }
  return problems.map(({ index, run, before, after }) =>
    `line ${lineOf(markdown, index)}: "${before || ''}${run}${after || ''}" cannot open or close emphasis`)
}

// URLs (bare, or the target of a [text](url) link) followed by something other than a space, the
// end of the line or ASCII punctuation.
function gluedUrls (markdown) {
  const text = withoutCode(markdown)
  const problems = []
  for (const match of text.matchAll(/\]\((https?:\/\/[^)\s]+)\)(.?)/g)) {
    const next = match[2]
    if (next && !/[\s!-/:-@[-`{-~]/.test(next)) problems.push(`line ${lineOf(text, match.index)}: link to ${match[1]} followed by "${next}"`)
  }
  for (const match of text.matchAll(/(?<!\]\()https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+(.?)/g)) {
    const next = match[1]
    if (next && !/[\s!-/:-@[-`{-~]/.test(next)) problems.push(`line ${lineOf(text, match.index)}: ${match[0].slice(0, -1)} followed by "${next}"`)
  }
  return problems
}

function renderingProblems (root = ROOT) {
  return markdownFiles(root).flatMap((file) => {
    const markdown = fs.readFileSync(file, 'utf8')
    const where = path.relative(root, file)
    return [...unmatchedEmphasis(markdown), ...gluedUrls(markdown)].map((problem) => `${where} ${problem}`)
  })
}

test('every markdown file: bold markers open and close, URLs end before the text goes on', () => {
  assert.deepStrictEqual(renderingProblems(), [])
})

test('the rendering check catches bold glued to CJK text and URLs glued to it', () => {
  assert.deepStrictEqual(unmatchedEmphasis('* **对应练习：**练习 2（node-env）'),
    ['line 1: " **对" cannot open or close emphasis', 'line 1: "：**练" cannot open or close emphasis'])
  assert.deepStrictEqual(unmatchedEmphasis('约为 Express 5 的**“两倍”**。'), ['line 1: "的**“" cannot open or close emphasis', 'line 1: "”**。" cannot open or close emphasis'])
  assert.deepStrictEqual(unmatchedEmphasis('**对应练习**：练习 2，**2.5 倍**以上，**`APP_ENV`** 变量'), [])
  assert.deepStrictEqual(unmatchedEmphasis('* **Original:** "Express", `a ** b`, `worker_threads`, snake_case\n\n```\n**\n```'), [])
  assert.deepStrictEqual(unmatchedEmphasis('**`APP_ENV`**로 선택합니다'), ['line 1: "**`" cannot open or close emphasis', 'line 1: "`**로" cannot open or close emphasis'])
  assert.deepStrictEqual(gluedUrls('如今常见的选择是 pino（https://getpino.io），它'), ['line 1: https://getpino.io followed by "）"'])
  assert.deepStrictEqual(gluedUrls('[autocannon](https://github.com/mcollina/autocannon)은 부하 생성기입니다'),
    ['line 1: link to https://github.com/mcollina/autocannon followed by "은"'])
  assert.deepStrictEqual(gluedUrls('原文：https://a.example/x/ （中文）, see https://b.example/y.\n(https://c.example/z), `curl http://127.0.0.1:3000/中`'), [])
})

// --- What the terminal shows (lib/text/render.js) ------------------------------------------

const { renderMarkdown } = require('../lib/text/render')
const { stripStamp } = require('../lib/i18n/translations')
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '') // eslint-disable-line no-control-regex

test('the terminal shows a bare URL as written, a heading without "##", a bold table header without "**"', () => {
  const markdown = [
    '# Title', '', '## Background reading', '',
    'The original: "How JSON.stringify killed my express server" by Efi Shtain, https://itnext.io/how-json-stringify-killed-my-express-server-d8d0565a1a61 (Korean translation: https://365ok.co.kr/tj/okdown/5064). A [link](https://example.com/a) and `curl http://127.0.0.1:3000/`.',
    '', '| Node.js | cached string | cached **Buffer** |', '|---|---|---|', '| 22 | **1.5×** | 2.8× |', '',
    '```sh', '# a shell comment stays', 'curl -s http://127.0.0.1:3000/', '```', ''
  ].join('\n')
  const rendered = plain(renderMarkdown(markdown, { columns: 80, isTTY: true }))
  assert.doesNotMatch(rendered, /^\s*#{1,6} (Title|Background)/m)
  assert.match(rendered, /^ Background reading$/m)
  assert.match(rendered, /Efi Shtain,\s+https:\/\/itnext\.io\/how-json-stringify-killed-my-express-server-d8d0565a1a61\s+\(Korean/)
  assert.match(rendered, /translation:\s+https:\/\/365ok\.co\.kr\/tj\/okdown\/5064\)\./)
  assert.doesNotMatch(rendered, /\(https:\/\/(itnext|365ok)/)
  assert.match(rendered, /link\s+\(https:\/\/example\.com\/a\)/, 'a markdown link is "text (url)"')
  assert.match(rendered, /^Node\.js +cached string +cached Buffer$/m)
  assert.doesNotMatch(rendered, /\*\*/)
  assert.match(rendered, /^ {4}# a shell comment stays$/m)
  assert.doesNotMatch(rendered, /\ue001/)
  // A blockquote (a note for one language's readers) gets the inline styles a paragraph gets.
  const note = plain(renderMarkdown('> 默认的 npm 源可能很慢：运行 `npm config delete registry` 换回 **默认源**。\n', { columns: 80, isTTY: true }))
  assert.strictEqual(note.trim(), '> 默认的 npm 源可能很慢：运行 npm config delete registry 换回 默认源。')
})

test('every problem text, hint and reading prints without markdown marks: no "**", no "##", no bare URL in brackets', () => {
  const { listExercises } = require('../lib/exercises')
  const { hintLevels } = require('../lib/i18n/localised-file')
  const { listArticles, ARTICLES_DIR } = require('../lib/i18n/readings')
  const files = [
    ...listExercises().flatMap((exercise) => ['problem', 'hints'].flatMap((kind) => ['en', 'zh-cn', 'ko'].map((lang) => path.join(exercise.problemDir, `${kind}.${lang}.md`)))),
    ...listArticles().flatMap((id) => ['en', 'zh-cn', 'ko'].map((lang) => path.join(ARTICLES_DIR, `${id}.${lang}.md`)))
  ]
  const problems = []
  for (const file of files) {
    const markdown = stripStamp(fs.readFileSync(file, 'utf8'))
    const parts = path.basename(file).startsWith('hints.') ? hintLevels(markdown) : [markdown]
    const bracketed = new Set([...withoutCode(markdown).matchAll(/\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]))
    for (const part of parts) {
      const rendered = plain(renderMarkdown(part, { columns: 100, isTTY: true }))
      const where = path.relative(ROOT, file)
      // Code blocks print indented by four spaces: what they hold is code, as written.
      const prose = rendered.split('\n').filter((line) => !/^ {4}/.test(line)).join('\n')
      if (/\*\*/.test(prose)) problems.push(`${where}: "**" printed`)
      const heading = /^ ?#{1,6} .*$/m.exec(prose)
      if (heading) problems.push(`${where}: "${heading[0]}" printed`)
      for (const match of prose.matchAll(/\((https?:\/\/[^)\s]+)\)/g)) {
        const before = prose.slice(0, match.index).trimEnd()
        if (!bracketed.has(match[1]) && !/\[|\w$|[\u4e00-\u9fff\uac00-\ud7a3》」”"]$/.test(before)) problems.push(`${where}: "(${match[1]})" in brackets`)
      }
    }
  }
  assert.deepStrictEqual(problems, [])
})
