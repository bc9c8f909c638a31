'use strict'
// For a preload that counts hashes (10's, 03's): calls onHash() each time the process starts one
// with Node.js's own hashes: crypto.createHash, createHmac and crypto.hash, Web Crypto's
// subtle.digest (require('crypto').subtle and globalThis.crypto.subtle are one object), and
// zlib.crc32. An ETag computed per response, Express's own or a hand-made one, hashes the whole
// body on every request; one built with the body does not.
// Replaced on the module objects themselves (and on SubtleCrypto's prototype): require('crypto'),
// require('node:crypto') and an `import` that runs after the preload all read these properties.
const crypto = require('node:crypto')
const zlib = require('node:zlib')

function watchHashes (onHash) {
  const counted = (original) => function countedHash (...args) {
    onHash()
    return original.apply(this, args)
  }
  const hooks = [
    [crypto, ['createHash', 'createHmac', 'hash']], // crypto.hash is Node 21.7 and later
    [crypto.subtle && Object.getPrototypeOf(crypto.subtle), ['digest']],
    [zlib, ['crc32']]
  ]
  for (const [owner, names] of hooks) {
    for (const name of names) {
      if (owner && typeof owner[name] === 'function') owner[name] = counted(owner[name])
    }
  }
}

module.exports = { watchHashes }
