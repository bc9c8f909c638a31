'use strict'
// 11-memory-leak's preload (spec.preload), loaded into the learner's server by verify and run.
// It counts the cards the server builds (calls of renderCard from the starter's card.js) and
// measures the heap after a full garbage collection, both inside the learner's process, and
// answers through a private socket (NPW_HEAP_SOCKET), so the server's HTTP side stays the
// learner's own. Nothing here is visible to the learner's code: the `gc` function lives in a
// context of its own, never on the learner's global object.
//
// Protocol: one command per connection, one JSON line back.
//   measure → { heapUsed (bytes of data, after a full GC), cards (renderCard calls so far), counted }
//   cards   → { cards, counted }, without a GC: for counting card by card
const v8 = require('node:v8')
const vm = require('node:vm')
const Module = require('node:module')
const { isMainThread } = require('node:worker_threads')
const { serveCounter } = require('../../lib/kit/counter')

const CARD_FILE = /[\\/]card\.js$/
const socketPath = process.env.NPW_HEAP_SOCKET
if (socketPath && isMainThread) install(socketPath)

// The bytes the program's data takes: the heap's spaces for objects, without the spaces for
// compiled code and the engine's own metadata, which change as the JIT works and say nothing
// about what the program keeps.
const DATA_SPACES = new Set(['new_space', 'old_space', 'large_object_space', 'new_large_object_space'])
function dataUsed () {
  return v8.getHeapSpaceStatistics()
    .filter((space) => DATA_SPACES.has(space.space_name))
    .reduce((sum, space) => sum + space.space_used_size, 0)
}

function install (socketPath) {
  // --expose-gc set at run time exposes gc() to contexts made afterwards: this one only.
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc')
  let cards = 0
  let counted = false

  // Wrap renderCard in the learner's card.js however the server requires it.
  const loadJs = Module._extensions['.js']
  Module._extensions['.js'] = function (module, filename) {
    loadJs.call(this, module, filename)
    if (CARD_FILE.test(filename) && !/[\\/]node_modules[\\/]/.test(filename) && typeof module.exports.renderCard === 'function') {
      const renderCard = module.exports.renderCard
      counted = true
      module.exports.renderCard = function countedRenderCard (...args) {
        cards++
        return renderCard.apply(this, args)
      }
    }
  }

  serveCounter(socketPath, {
    measure: () => {
      // Twice: the first collection may leave work (weak references, finalizers) for a second.
      gc()
      gc()
      return { heapUsed: dataUsed(), cards, counted }
    },
    cards: () => ({ cards, counted })
  })
}
