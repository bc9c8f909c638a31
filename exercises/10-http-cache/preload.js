'use strict'
// 10-http-cache's preload (spec.preload), loaded into the learner's server by verify and run.
// It counts every hash the process starts (crypto.createHash, createHmac, crypto.hash): an ETag
// computed per response (Express's own, or a hand-made one) hashes the whole 500 KB body on every
// request, one built with the body does not. The count is read through a private socket
// (NPW_HASH_SOCKET), so the server's HTTP side stays exactly the learner's.
//
// Protocol: one command per connection, one JSON line back.
//   begin → starts a fresh count
//   end   → { count } since begin
const { isMainThread } = require('node:worker_threads')
const { serveCounter } = require('../../lib/kit/counter')
const { watchHashes } = require('../../lib/kit/crypto-hooks')

const socketPath = process.env.NPW_HASH_SOCKET
if (socketPath && isMainThread) install(socketPath)

function install (socketPath) {
  let count = 0
  watchHashes(() => { count++ })

  serveCounter(socketPath, {
    begin: () => {
      count = 0
      return { count }
    },
    end: () => ({ count })
  })
}
