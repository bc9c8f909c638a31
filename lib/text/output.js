'use strict'
// How the workshop talks in the terminal: marks for passed and failed checks, a live status
// line on a TTY (plain lines when piped), and the final verdict.
const chalk = require('chalk')

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏']

function createOutput (stream = process.stdout) {
  const live = Boolean(stream.isTTY)
  let status = null // { text, frame, timer }

  function clearStatus () {
    if (status) stream.write('\r\x1b[K')
  }
  function redrawStatus () {
    if (status) stream.write(`\r\x1b[K  ${chalk.cyan(SPINNER[status.frame])} ${status.text}`)
  }
  function write (text) {
    clearStatus()
    stream.write(text + '\n')
    redrawStatus()
  }

  return {
    live,
    line: (text = '') => write(text),
    heading: (text) => write('\n' + chalk.bold(text)),
    step: (text) => write(`  ${chalk.dim('›')} ${text}`),
    ok: (text) => write(`  ${chalk.green('✓')} ${text}`),
    bad: (text, detail) => write(`  ${chalk.red('✗')} ${text}` + (detail ? '\n' + indent(detail, 6) : '')),
    note: (text) => write(`  ${chalk.yellow('!')} ${text}`),
    error: (text, detail) => write(chalk.red(text) + (detail ? '\n' + detail : '')),
    verdict (kind, text) {
      const label = { pass: chalk.bgGreen.black(' PASS '), fail: chalk.bgRed.white(' FAIL '), inconclusive: chalk.bgYellow.black(' ? ') }[kind]
      write(`\n${label} ${text}`)
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

module.exports = { createOutput, indent }
