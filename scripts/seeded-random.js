'use strict'
// A seeded random source for the exercises' data generators (scripts/make-*.js), so that
// generated data files come out the same, byte for byte, every time.

// mulberry32: tiny, and good enough for made-up catalogues.
function seededRandom (seed) {
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  return {
    random,
    pick: (list) => list[Math.floor(random() * list.length)],
    between: (low, high) => low + Math.floor(random() * (high - low + 1))
  }
}

module.exports = { seededRandom }

if (require.main === module) require('./command-line').moduleOnly('scripts/seeded-random.js', 'scripts/make-catalog.js and scripts/make-guide.js')
