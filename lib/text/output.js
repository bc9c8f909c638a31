'use strict'
// How the workshop talks in the terminal: marks for passed and failed checks, a live status
// line on a TTY (plain lines when piped), and the final verdict.
//
// On a terminal every line is wrapped at its width with the Chinese- and Korean-aware line
// breaking of line-break.js, its continuation lines indented under its text (after the mark of
// a ✓ line, after the PASS/FAIL label), so that no word is cut where the terminal would cut it.
// A `command` stays on one line. Piped output (CI logs, `| grep`, the tests) keeps one line per
// message. `block` writes text
// that is already laid out (rendered markdown, whose code blocks must stay as written).
const chalk = require('chalk')
const { breakLines, holdCodeSpans, release } = require('./line-break')
const { displayWidth, textColumns } = require('./text-width')

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏']

// The width text may take on this stream: the terminal's, less a column that keeps a full line
// from wrapping by itself; when the output is not a terminal, COLUMNS if it is set (as the
// problem texts, lib/text/render.js), else null.
function widthOf (stream) {
  const columns = stream.isTTY ? stream.columns || 80 : Number(process.env.COLUMNS)
  if (!columns) return null
  return textColumns(columns) - 1
}

// `text` wrapped to `width` columns, each of its lines on its own: the first after `first` (a
// mark, a label), the other lines and every continuation after `hang` spaces (by default the
// width of `first`), plus each line's own indentation. Not a terminal (width null): as it is.
function wrap (text, width, { first = '', hang } = {}) {
  if (width === null) return first + release(text)
  const base = hang === undefined ? displayWidth(first) : hang
  return String(text).split('\n').map((line, index) => {
    const indent = /^ */.exec(line)[0]
    const lead = (index === 0 ? first : ' '.repeat(base)) + indent
    const rest = ' '.repeat(base + indent.length)
    const body = line.slice(indent.length)
    if (!body.trim()) return lead.trimEnd()
    const lines = breakLines(holdCodeSpans(body), (i) => width - displayWidth(i === 0 ? lead : rest))
    return lines.map((piece, i) => (i === 0 ? lead : rest) + piece).join('\n')
  }).join('\n')
}

// A line cut to `width` columns (the live status line must stay one line to be redrawn).
function cut (text, width) {
  if (width === null || displayWidth(text) <= width) return text
  let kept = ''
  for (const char of text) {
    if (displayWidth(kept + char + '…') > width) break
    kept += char
  }
  return kept + '…'
}

function createOutput (stream = process.stdout) {
  const live = Boolean(stream.isTTY)
  const width = () => widthOf(stream)
  let status = null // { text, frame, timer }

  function clearStatus () {
    if (status) stream.write('\r\x1b[K')
  }
  function redrawStatus () {
    if (status) stream.write(`\r\x1b[K  ${chalk.cyan(SPINNER[status.frame])} ${cut(status.text, width() && width() - 4)}`)
  }
  function write (text) {
    clearStatus()
    stream.write(text + '\n')
    redrawStatus()
  }
  // A line after a one-column mark: "  ✓ text", continued under the text.
  const marked = (mark, text) => wrap(text, width(), { first: `  ${mark} `, hang: 4 })

  return {
    live,
    width,
    line: (text = '', options) => write(wrap(text, width(), options)),
    block: (text = '') => write(release(text)),
    heading: (text) => write('\n' + wrap(chalk.bold(text), width())),
    step: (text) => write(marked(chalk.dim('›'), text)),
    ok: (text) => write(marked(chalk.green('✓'), text)),
    bad: (text, detail) => write(marked(chalk.red('✗'), text) + (detail ? '\n' + wrap(indent(detail, 6), width()) : '')),
    note: (text) => write(marked(chalk.yellow('!'), text)),
    error: (text, detail) => write(wrap(chalk.red(text), width()) + (detail ? '\n' + detail : '')),
    verdict (kind, text) {
      const label = { pass: chalk.bgGreen.black(' PASS '), fail: chalk.bgRed.white(' FAIL '), inconclusive: chalk.bgYellow.black(' ? ') }[kind]
      write('\n' + wrap(text, width(), { first: `${label} `, hang: displayWidth(label) + 1 }))
    },
    // A one-line live status (spinner + text) on a TTY; nothing when piped.
    status (text) {
      if (!live) return
      if (!status) {
        status = { text, frame: 0 }
        status.timer = setInterval(() => {
          status.frame = (status.frame + 1) % SPINNER.length
          redrawStatus()
        }, 100)
        status.timer.unref()
      }
      status.text = text
      redrawStatus()
    },
    endStatus () {
      if (!status) return
      clearInterval(status.timer)
      clearStatus()
      status = null
    }
  }
}

function indent (text, spaces) {
  return String(text).split('\n').map((line) => ' '.repeat(spaces) + line).join('\n')
}

module.exports = { createOutput, indent, wrap }
