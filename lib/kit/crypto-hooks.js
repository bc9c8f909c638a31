'use strict'
// For a preload that counts hashes (10's, 03's): calls onHash() each time the process starts one
// (crypto.createHash, createHmac, crypto.hash). An ETag computed per response, Express's own or
// a hand-made one, hashes the whole body on every request; one built with the body does not.
// Replaced on the module object itself: require('crypto'), require('node:crypto') and an
// `import` that runs after the preload all read these properties.
const crypto = require('node:crypto')

function watchHashes (onHash) {
  for (const name of ['createHash', 'createHmac', 'hash']) {
    const original = crypto[name]
    if (typeof original !== 'function') continue // crypto.hash is Node 21.7 and later
    crypto[name] = function countedHash (...args) {
      onHash()
      return original.apply(this, args)
    }
  }
}

module.exports = { watchHashes }
