'use strict'
// Columns a string takes in a terminal: East Asian wide characters (Chinese, Korean, full-width
// forms) take two, ANSI colour codes none.
const ANSI = /\x1b\[[0-9;]*m/g // eslint-disable-line no-control-regex
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/

function displayWidth (text) {
  let width = 0
  for (const char of String(text).replace(ANSI, '')) width += WIDE.test(char) ? 2 : 1
  return width
}

function padEnd (text, width) {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)))
}

// The columns text takes on a terminal `columns` wide: 40 at least, and 100 at most (longer lines
// are hard to read). The workshop's output and its problem texts both wrap at it.
function textColumns (columns) {
  return Math.max(40, Math.min(columns, 100))
}

module.exports = { displayWidth, padEnd, textColumns }
