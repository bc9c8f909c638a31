'use strict'
// The shop's catalogue: 100000 products, built from their id on demand (a stand-in for the
// database). Leave this file as it is.
const COUNT = 100000
const WORDS = ['alpine', 'amber', 'birch', 'canvas', 'cedar', 'copper', 'coastal', 'field', 'granite',
  'harbour', 'linen', 'maple', 'meadow', 'nordic', 'oak', 'pebble', 'river', 'slate', 'stone', 'summit',
  'timber', 'trail', 'walnut', 'wool']
const KINDS = ['backpack', 'blanket', 'bottle', 'jacket', 'lamp', 'mug', 'scarf', 'stool', 'tent', 'tray']

// A small deterministic generator, so that product 42 is the same product on every run.
function numbers (seed) {
  let state = seed * 2654435761 >>> 0
  return () => {
    state = (state ^ (state << 13)) >>> 0
    state = (state ^ (state >>> 17)) >>> 0
    state = (state ^ (state << 5)) >>> 0
    return state
  }
}

function productById (id) {
  if (!Number.isInteger(id) || id < 1 || id > COUNT) return null
  const next = numbers(id)
  const word = () => WORDS[next() % WORDS.length]
  const sentence = (length) => Array.from({ length }, word).join(' ')
  return {
    id,
    name: `${word()} ${KINDS[next() % KINDS.length]}`,
    priceCents: 500 + next() % 20000,
    stock: next() % 40,
    description: Array.from({ length: 6 }, () => sentence(18)).join('. '),
    reviews: Array.from({ length: 24 }, (_, i) => ({ author: `customer ${next() % 9000}`, stars: 1 + next() % 5, text: sentence(22) }))
  }
}

module.exports = { productById, COUNT }
