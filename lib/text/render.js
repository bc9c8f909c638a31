'use strict'
// Markdown to terminal text (msee, as workshopper-adventure uses), at the terminal's width. The
// text is printed as written: no {placeholder} or $VARIABLE substitution, so code samples such as
// `const { name } = req.query` reach the learner intact. One word is the exception: the command
// `node-perf-workshop` that starts a line of a shell block or a code span is shown as the learner
// runs it (lib/invocation.js), the same form the messages print.
const path = require('node:path')
const msee = require('msee')
const { breakLines, holdCodeSpans, release } = require('./line-break')
const { displayWidth, textColumns } = require('./text-width')
const { command } = require('../invocation')
const { NAME } = require('../names')

// msee wraps every block with wcstring's wrap(), which breaks lines at spaces only: Chinese, which
// has none, came out with lines cut short before each Latin word. While we render, wcstring
// strings wrap with breakLines (same padding rules, Chinese-aware breaks).
const WCString = require(require.resolve('wcstring', { paths: [path.dirname(require.resolve('msee'))] }))
const VarSizeString = WCString.super_

// Masks a bare URL from msee's inline rules (see inlineLinks); gone before lines are broken.
const URL_MARK = '\ue001'

function wrapWithPadding (width, padding, process) {
  const pads = VarSizeString.padding(this.characterLookup, process || ((text) => text), width, padding)
  const sizeOf = (pad) => (pad ? pad.size() : 0)
  const padsOf = (index) => (index === 0 ? pads.first : pads.regular)
  const lines = breakLines(this.string.replaceAll(URL_MARK, ''), (index) => width - sizeOf(padsOf(index).left) - sizeOf(padsOf(index).right))
  return lines.map((line, index) => {
    const { left, right } = padsOf(index)
    // Like wcstring: a right pad is drawn only when it is more than blank space.
    const rightPad = right && /\S/.test(right.string)
      ? ' '.repeat(Math.max(0, width - sizeOf(left) - sizeOf(right) - new WCString(line).size())) + right.string
      : ''
    return (left ? left.string : '') + line + rightPad
  }).join('\n')
}

function withChineseAwareWrapping (render) {
  WCString.prototype.wrap = wrapWithPadding
  try {
    return render()
  } finally {
    delete WCString.prototype.wrap // back to the inherited one
  }
}

function terminalWidth (stream = process.stdout) {
  return textColumns(stream.columns || Number(process.env.COLUMNS) || 80)
}

// msee loses the space at a soft line break inside list items ("which\n  otherwise" becomes
// "whichotherwise"), so join wrapped lines into one before it renders. Code blocks stay as they are.
const BLOCK_START = /^\s*([-*+]\s|\d+\.\s|#|>|\||```|---)/

function unwrapSoftBreaks (markdown) {
  const lines = []
  let inCode = false
  for (const line of markdown.split('\n')) {
    const fence = /^\s*```/.test(line)
    const previous = lines[lines.length - 1]
    const joins = !inCode && !fence && line.trim() && previous && previous.trim() &&
      !BLOCK_START.test(line) && !/^\s*```/.test(previous) && !/^#/.test(previous.trim())
    if (joins) lines[lines.length - 1] = previous + ' ' + line.trim()
    else lines.push(line)
    if (fence) inCode = !inCode
  }
  return lines.join('\n')
}

// Outside code blocks, a code span stays on one line (a command split across two lines would not
// paste), and the workshop's command reads as the learner runs it, everywhere.
function prepare (markdown, form) {
  let inCode = false
  const commandWord = new RegExp(`(^\\s*|\`)${NAME}(?=[ \`]|$)`, 'g')
  return markdown.split('\n').map((line) => {
    const fence = /^\s*```/.test(line)
    const shown = line.replace(commandWord, (_, before) => before + form)
    const held = inCode || fence ? shown : holdCodeSpans(shown)
    if (fence) inCode = !inCode
    return held
  }).join('\n')
}

// msee prints a link that starts a paragraph as raw markdown: show every link as "text (url)".
// A bare URL it prints in brackets, "(https://…)", which after "…by Efi Shtain," reads as a
// stray aside: it is shown as written, its "://" masked from msee (URL_MARK) until msee has
// read the inline markup.
function inlineLinks (markdown) {
  let inCode = false
  return markdown.split('\n').map((line) => {
    const fence = /^\s*```/.test(line)
    if (fence) inCode = !inCode
    if (inCode || fence) return line
    const outsideCode = (part) => part
      .replace(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g, '$1 ($2)')
      .replace(/\b(https?):\/\//g, `$1:${URL_MARK}//`)
    return line.split(/(`[^`]*`)/).map((part, i) => (i % 2 ? part : outsideCode(part))).join('')
  }).join('\n')
}

// msee sets a table's header cells in bold by wrapping each in "**": a cell that is bold in part
// already ("cached **Buffer**") came out with its markers printed. The header is bold anyway.
function plainTableHeaders (markdown) {
  const lines = markdown.split('\n')
  return lines.map((line, i) => /^\s*\|/.test(line) && /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(lines[i + 1] || '')
    ? line.replace(/\*\*|__/g, '')
    : line).join('\n')
}

const LIST_ITEM = /^( *)([-*+]|\d+\.) +(.*)$/

// The markdown as blocks: { items: [{ indent, marker, text }] } for a list (soft breaks already
// joined, so an item is one line), { quote } for a blockquote's lines, { text } for the rest. A blank line inside a list ends it
// only when what follows is neither an item nor indented.
function splitLists (markdown) {
  const blocks = []
  let inCode = false
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (/^\s*```/.test(line)) inCode = !inCode
    const item = !inCode && LIST_ITEM.exec(line)
    const last = blocks[blocks.length - 1]
    const quoted = !inCode && /^ {0,3}>\s?(.*)$/.exec(line)
    if (quoted) {
      if (last && last.quote !== undefined) last.quote += ' ' + quoted[1].trim()
      else blocks.push({ quote: quoted[1].trim() })
      continue
    }
    if (item) {
      const entry = { indent: item[1].length, marker: item[2], text: item[3] }
      if (last && last.items) last.items.push(entry)
      else blocks.push({ items: [entry] })
      continue
    }
    if (last && last.items && !inCode) {
      if (line.trim() === '') {
        const next = lines.slice(i + 1).find((l) => l.trim() !== '')
        if (next !== undefined && (LIST_ITEM.test(next) || /^ {2,}\S/.test(next))) continue
      } else if (/^ {2,}\S/.test(line)) {
        last.items[last.items.length - 1].text += ' ' + line.trim()
        continue
      }
    }
    if (last && last.text !== undefined) last.text += '\n' + line
    else blocks.push({ text: line })
  }
  return blocks
}

// msee lays a list inside a list item out as one paragraph of inline » bullets, and forgets an
// ordered list's numbers after one (its list state is global). Lists are laid out here: each item
// a paragraph of its own (msee's inline styles, our line breaking) with its marker as the pad of
// its first line, a nested item under its parent's text.
function renderList (items, options) {
  const open = [] // [{ indent, regular }]: the items a nested one sits in
  return items.map(({ indent, marker, text }) => {
    while (open.length && indent <= open[open.length - 1].indent) open.pop()
    const base = open.length ? open[open.length - 1].regular : '  '
    const first = base + (/\d/.test(marker) ? `${marker} ` : '» ')
    const regular = ' '.repeat(displayWidth(first))
    open.push({ indent, regular })
    return msee.parse(text, { ...options, paragraphPad: { first, regular }, paragraphEnd: '\n' })
  }).join('') + '\n'
}

// msee prints a blockquote's text as it is, code spans and bold markers included: it is laid out
// here as a paragraph (msee's inline styles, our line breaking) behind the quote's bar.
function renderQuote (text, options) {
  return msee.parse(text, { ...options, paragraphPad: { first: '  > ', regular: '  > ' }, paragraphEnd: '\n\n' })
}

// msee pads lines on the right; on a terminal, a padded line as wide as the window wraps into an
// empty line. Trailing spaces carry nothing, so they go, and a small margin stays free.
function renderMarkdown (text, stream = process.stdout, { form = command() } = {}) {
  const width = terminalWidth(stream) - 3
  const options = {
    width,
    maxWidth: width,
    paragraphStart: '',
    paragraphEnd: '\n\n',
    hrChar: '─',
    listItemPad: { right: '', first: '  » ', regular: '    ' },
    defaultCodePad: '    ',
    paragraphPad: { left: ' ', right: '' },
    // A heading is set apart by its colour and weight, not by markdown's "##" in front of it;
    // it starts where a paragraph starts.
    headingIndent: () => ''
  }
  const blocks = splitLists(plainTableHeaders(inlineLinks(prepare(unwrapSoftBreaks(text), form))))
  const rendered = withChineseAwareWrapping(() => blocks
    .map((block) => (block.items ? renderList(block.items, options) : block.quote !== undefined ? renderQuote(block.quote, options) : msee.parse(block.text, options)))
    .join(''))
  return release(rendered).replaceAll(URL_MARK, '').replace(/\n{3,}/g, '\n\n').replace(/[ \t]+$/gm, '')
}

module.exports = { renderMarkdown, terminalWidth, unwrapSoftBreaks }
