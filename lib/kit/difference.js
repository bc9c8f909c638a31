'use strict'
// Where an answer first differs from the one expected, as a test runner's diff says it: the path
// of the first value that differs (`orders[0].placed_at`), what was expected there and what was
// found, each as short JSON. For the functional checks (through check-kit) and the deterministic
// checks (through the kit) alike, so that every "differs" message shows its evidence.
const { isDeepStrictEqual } = require('node:util')

const SHOWN_CHARACTERS = 60

// { path, expected, found } (expected or found undefined: that side has nothing there; `line` or
// `character` where a text differs from a position), or null when the two are the same JSON
// value. Objects are compared key by key in the expected order, then the keys only `found` has;
// arrays position by position, then by their length; texts of several lines line by line.
function firstDifference (expected, found, path = '') {
  if (isDeepStrictEqual(expected, found)) return null
  const bothArrays = Array.isArray(expected) && Array.isArray(found)
  const bothObjects = isObject(expected) && isObject(found)
  if (bothArrays) {
    for (let i = 0; i < Math.min(expected.length, found.length); i++) {
      const difference = firstDifference(expected[i], found[i], `${path}[${i}]`)
      if (difference) return difference
    }
    const at = Math.min(expected.length, found.length)
    return { path: `${path}[${at}]`, expected: expected[at], found: found[at] }
  }
  if (bothObjects) {
    for (const key of Object.keys(expected)) {
      const difference = firstDifference(expected[key], found[key], joined(path, key))
      if (difference) return difference
    }
    const extra = Object.keys(found).find((key) => !(key in expected))
    return { path: joined(path, extra), expected: undefined, found: found[extra] }
  }
  if (typeof expected === 'string' && typeof found === 'string') {
    if (expected.includes('\n') || found.includes('\n')) return firstLine(expected, found, path)
    if (Math.max(expected.length, found.length) > SHOWN_CHARACTERS) return firstCharacter(expected, found, path)
  }
  return { path, expected, found }
}

// Two long texts on one line: from the first character that differs, named by its position.
function firstCharacter (expected, found, path) {
  let at = 0
  while (at < expected.length && at < found.length && expected[at] === found[at]) at++
  const from = (text) => (at < text.length ? text.slice(at, at + SHOWN_CHARACTERS / 2) : undefined)
  return { path, character: at + 1, expected: from(expected), found: from(found) }
}

// Two texts of several lines: the first line that differs, named by its number.
function firstLine (expected, found, path) {
  const [wanted, got] = [expected.split('\n'), found.split('\n')]
  let at = 0
  while (at < wanted.length && at < got.length && wanted[at] === got[at]) at++
  return { path, line: at + 1, expected: wanted[at], found: got[at] }
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)
const joined = (path, key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`)

// A value as the message shows it: JSON, cut to SHOWN_CHARACTERS.
function shortJson (value) {
  const text = JSON.stringify(value)
  return text.length > SHOWN_CHARACTERS ? text.slice(0, SHOWN_CHARACTERS - 1) + '…' : text
}

// What a difference of the whole value is called (the `root` of describeDifference), each in the
// learner's language; any other root is a JSON key, shown as it is.
const ROOTS = ['body', 'product', 'customer', 'order', 'card']

// The difference as a sentence, in the learner's language (t: a translator with the kit's
// messages): "orders[0].id is 14688, expected 14689"; root names what `path` '' stands for.
function describeDifference (t, difference, root = 'body') {
  const path = placeOf(t, difference, ROOTS.includes(root) ? t(`kit.root_${root}`) : root)
  if (difference.found === undefined) return t('kit.differs_missing', { path, expected: shortJson(difference.expected) })
  if (difference.expected === undefined) return t('kit.differs_extra', { path, found: shortJson(difference.found) })
  return t('kit.differs_at', { path, found: shortJson(difference.found), expected: shortJson(difference.expected) })
}

// Where the difference is: its path (or the root), then the line or character a text differs from.
function placeOf (t, { path, line, character }, root) {
  if (line) return t(path ? 'kit.at_path_line' : 'kit.at_line', { path, line })
  if (character) return t(path ? 'kit.at_path_character' : 'kit.at_character', { path, character })
  return path || root
}

module.exports = { firstDifference, describeDifference, shortJson }
