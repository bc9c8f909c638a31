'use strict'
// Line breaking for terminal paragraphs in English, Chinese and Korean.
//
// English and Korean break at spaces (Korean keeps each space-separated word whole, as Korean
// typesetting does). Chinese has no spaces between words, so a line may break between any two
// Han characters, and between a Han character and Latin text, except that no line starts with
// closing punctuation (，。）…) and none ends with opening punctuation (（“《…). Widths are
// terminal columns: Chinese and Korean characters take two. ANSI colour codes take none and
// stay with the text they colour. HOLD, a space that holds words together (a command in a code
// span, "3,512 req/s"), comes out as a plain space: a private-use character, since markdown
// parsers turn a no-break space into a plain one; held words too long for a line of their own
// flow as words again. A URL or a path too long for the line is kept whole on a line of its own
// (the terminal wraps it), so that it can still be copied or clicked.
const { displayWidth } = require('./text-width')

const ANSI = /\x1b\[[0-9;]*[A-Za-z]/y // eslint-disable-line no-control-regex
const CLOSING_ANSI = /^\x1b\[(0|2[2-9]|39|49)?m$/ // eslint-disable-line no-control-regex
// Characters that may be broken around one by one: Han, kana, CJK and full-width punctuation.
const IDEOGRAPHIC = /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u312f\u31a0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/
const NO_LINE_START = new Set([...'，。、；：！？）」』》〉】〕〗〙〛”’…‥·・ー々〃%％‰,.;:!?)]}'])
const NO_LINE_END = new Set([...'（「『《〈【〔〖〘〚“‘([{'])
// A unit after a number, kept on its line.
const UNIT = /^(B|KB|MB|GB|ms|s|%|req\/s)(?![A-Za-z])/
// After a space, only these are kept off the start of a line (".env" or "./path" may start one).
const NOT_AFTER_SPACE = new Set([...NO_LINE_START].filter((char) => !/[.,;:!?%']/.test(char)))

// The string as visible glyphs, each carrying the colour codes that open before it (prefix) and
// close after it (suffix).
function toGlyphs (text) {
  const glyphs = []
  let pending = ''
  for (let i = 0; i < text.length;) {
    ANSI.lastIndex = i
    const code = ANSI.exec(text)
    if (code) {
      const last = glyphs[glyphs.length - 1]
      if (last && !pending && CLOSING_ANSI.test(code[0])) last.suffix += code[0]
      else pending += code[0]
      i += code[0].length
      continue
    }
    const char = String.fromCodePoint(text.codePointAt(i))
    glyphs.push({ char, prefix: pending, suffix: '', width: displayWidth(char) })
    pending = ''
    i += char.length
  }
  if (pending) {
    if (glyphs.length) glyphs[glyphs.length - 1].suffix += pending
    else glyphs.push({ char: '', prefix: pending, suffix: '', width: 0 })
  }
  return glyphs
}

const isSpace = (glyph) => glyph.char === ' '

// May a line break between two adjacent visible characters (no space between them)?
function breakAllowed (before, after) {
  if (!IDEOGRAPHIC.test(before) && !IDEOGRAPHIC.test(after)) return false
  return !NO_LINE_END.has(before) && !NO_LINE_START.has(after)
}

// Runs of spaces and unbreakable pieces, in order: [{ space: bool, glyphs, width }].
function toPieces (glyphs) {
  const pieces = []
  let current = null
  for (const glyph of glyphs) {
    const space = isSpace(glyph)
    const previous = current && current.glyphs[current.glyphs.length - 1]
    const joins = current && current.space === space &&
      (space || !glyph.char || !previous.char || !breakAllowed(previous.char, glyph.char))
    if (!joins) {
      current = { space, glyphs: [], width: 0 }
      pieces.push(current)
    }
    current.glyphs.push(glyph)
    current.width += glyph.width
  }
  // Not even a space lets a line start with closing punctuation ("A B …)"), nor part a number
  // from its unit ("13.6 MB", "5 s"): glue it to the left.
  const glued = []
  const textOf = (piece) => piece.glyphs.map((g) => g.char).join('')
  for (let i = 0; i < pieces.length; i++) {
    const [piece, next, previous] = [pieces[i], pieces[i + 1], glued[glued.length - 1]]
    const first = next && next.glyphs.find((g) => g.char)
    const unit = previous && next && /\d$/.test(textOf(previous)) && UNIT.test(textOf(next))
    if (piece.space && previous && first && (NOT_AFTER_SPACE.has(first.char) || unit)) {
      previous.glyphs.push(...piece.glyphs, ...next.glyphs)
      previous.width += piece.width + next.width
      i++
    } else {
      glued.push(piece)
    }
  }
  return glued
}

const HOLD = '\ue000'
const render = (glyphs) => glyphs.map((g) => g.prefix + (g.char === HOLD ? ' ' : g.char) + g.suffix).join('')
// Pieces never cut, even when wider than a line: a URL, a path.
const keptWhole = (piece) => {
  const text = piece.glyphs.map((g) => g.char).join('')
  return /^\(?https?:\/\//.test(text) || /^[`(]?~?\//.test(text)
}

// Colour codes on a space dropped at a line break must survive it.
function keepCodes (space, line, nextPieces) {
  const prefix = space.glyphs.map((g) => g.prefix).join('')
  const suffix = space.glyphs.map((g) => g.suffix).join('')
  if (suffix && line.length) line[line.length - 1].suffix += suffix
  const next = nextPieces.find((piece) => !piece.space)
  if (prefix && next) next.glyphs[0].prefix = prefix + next.glyphs[0].prefix
}

// Splits `text` into lines of at most `widthOf(lineIndex)` columns (greedy, like a word processor).
function breakLines (text, widthOf) {
  const flowing = text.split(/[\r\n]+/).map((line) => line.trim()).filter(Boolean).join(' ')
  const pieces = toPieces(toGlyphs(flowing))
  const lines = [[]]
  let used = 0
  let space = null
  const newLine = () => { lines.push([]); used = 0 }
  for (let p = 0; p < pieces.length; p++) {
    const piece = pieces[p]
    const line = lines[lines.length - 1]
    if (piece.space) {
      if (line.length) space = piece
      else keepCodes(piece, line, pieces.slice(p + 1))
      continue
    }
    const available = widthOf(lines.length - 1)
    const gap = space ? space.width : 0
    // Words held together that would not fit even a line of their own flow as words instead.
    if (used + gap + piece.width > available && piece.glyphs.some((g) => g.char === HOLD) && piece.width > widthOf(lines.length)) {
      pieces.splice(p, 1, ...release(piece))
      p--
      continue
    }
    if (used + gap + piece.width <= available) {
      if (space) line.push(...space.glyphs)
      line.push(...piece.glyphs)
      used += gap + piece.width
    } else if (used > 0) {
      if (space) keepCodes(space, line, pieces.slice(p))
      newLine()
      p-- // place the piece again, on the new line
    } else if (keptWhole(piece)) {
      line.push(...piece.glyphs)
      used += piece.width
    } else {
      // Wider than a whole line: cut it where it fills the line (at least one glyph).
      let cut = 0
      let width = 0
      while (cut < piece.glyphs.length && (cut === 0 || width + piece.glyphs[cut].width <= available)) {
        width += piece.glyphs[cut++].width
      }
      line.push(...piece.glyphs.slice(0, cut))
      used += width
      const rest = piece.glyphs.slice(cut)
      if (rest.length) {
        pieces.splice(p + 1, 0, { space: false, glyphs: rest, width: piece.width - width })
        newLine()
      }
    }
    space = null
  }
  return lines.map(render)
}

// Words that stay on one line: their spaces as HOLD.
const hold = (text) => String(text).replace(/ /g, HOLD)
// A piece held together as its words again (HOLD as spaces), or a text's HOLD as plain spaces
// (what breakLines did not lay out).
function release (held) {
  if (typeof held === 'string') return held.replace(/\ue000/g, ' ')
  const parts = []
  for (const glyph of held.glyphs) {
    const space = glyph.char === HOLD
    const last = parts[parts.length - 1]
    if (!last || last.space !== space) parts.push({ space, glyphs: [], width: 0 })
    parts[parts.length - 1].glyphs.push(space ? { ...glyph, char: ' ' } : glyph)
    parts[parts.length - 1].width += glyph.width
  }
  return parts
}

// `Code spans` held together: a command is not split across lines.
function holdCodeSpans (text) {
  return text.replace(/`[^`\n]+`/g, hold)
}

module.exports = { breakLines, breakAllowed, hold, release, holdCodeSpans, HOLD, NOT_AFTER_SPACE, UNIT }
