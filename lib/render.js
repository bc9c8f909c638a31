'use strict'
// Markdown to terminal text (msee, as workshopper-adventure uses), at the terminal's width. The
// text is printed as written: no {placeholder} or $VARIABLE substitution, so code samples such as
// `const { name } = req.query` reach the learner intact.
const msee = require('msee')

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
  return msee.parse(inlineLinks(unwrapSoftBreaks(text)), {
    width,
    maxWidth: width,
    paragraphStart: '',
    paragraphEnd: '\n\n',
    hrChar: '─',
    listItemPad: { right: '', first: '  » ', regular: '    ' },
    defaultCodePad: '    ',
    paragraphPad: { left: ' ', right: '' }
  }).replace(/[ \t]+$/gm, '')
}

module.exports = { renderMarkdown, terminalWidth, unwrapSoftBreaks }
