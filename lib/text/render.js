'use strict'
// Markdown to terminal text (msee, as workshopper-adventure uses), at the terminal's width. The
// text is printed as written: no {placeholder} or $VARIABLE substitution, so code samples such as
// `const { name } = req.query` reach the learner intact.
const path = require('node:path')
const msee = require('msee')
const { breakLines } = require('./line-break')

// msee wraps every block with wcstring's wrap(), which breaks lines at spaces only: Chinese, which
// has none, came out with lines cut short before each Latin word. While we render, wcstring
// strings wrap with breakLines (same padding rules, Chinese-aware breaks).
const WCString = require(require.resolve('wcstring', { paths: [path.dirname(require.resolve('msee'))] }))
const VarSizeString = WCString.super_

function wrapWithPadding (width, padding, process) {
  const pads = VarSizeString.padding(this.characterLookup, process || ((text) => text), width, padding)
  const sizeOf = (pad) => (pad ? pad.size() : 0)
  const padsOf = (index) => (index === 0 ? pads.first : pads.regular)
  const lines = breakLines(this.string, (index) => width - sizeOf(padsOf(index).left) - sizeOf(padsOf(index).right))
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

const MAX_WIDTH = 100

function terminalWidth (stream = process.stdout) {
  const columns = stream.columns || Number(process.env.COLUMNS) || 80
  return Math.max(40, Math.min(columns, MAX_WIDTH))
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

// msee prints a link that starts a paragraph as raw markdown: show every link as "text (url)".
function inlineLinks (markdown) {
  return markdown.replace(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g, '$1 ($2)')
}

// msee pads lines on the right; on a terminal, a padded line as wide as the window wraps into an
// empty line. Trailing spaces carry nothing, so they go, and a small margin stays free.
function renderMarkdown (text, stream = process.stdout) {
  const width = terminalWidth(stream) - 3
  return withChineseAwareWrapping(() => msee.parse(inlineLinks(unwrapSoftBreaks(text)), {
    width,
    maxWidth: width,
    paragraphStart: '',
    paragraphEnd: '\n\n',
    hrChar: '─',
    listItemPad: { right: '', first: '  » ', regular: '    ' },
    defaultCodePad: '    ',
    paragraphPad: { left: ' ', right: '' }
  })).replace(/[ \t]+$/gm, '')
}

module.exports = { renderMarkdown, terminalWidth, unwrapSoftBreaks }
