'use strict'
// Which message key made a text. An exercise's functional.js names its checks and words its
// failures with the kit's t() (./check-kit.js); the check reporter (lib/verify/check-reporter.js),
// which node:test runs in the same process, reads only text, and a report names a requirement by
// the key of its failure (lib/verify/requirements.js). Each text made is remembered with its key.
const made = new Map()

// Returns the text, remembered as made by `key`.
function remember (text, key) {
  made.set(text, key)
  return text
}

// The key that made `text`, or undefined (a message of Node's own assertion, a thrown error).
function keyOf (text) {
  return made.get(text)
}

module.exports = { remember, keyOf }
