'use strict'
// The speed protocol's settings and their defaults (spec.speed.settings overrides them), apart
// from lib/speed/compare.js so that the exercise format (lib/exercise-format.js) can name them
// without loading the load generator.

// Half-second rounds: on 2026-11-23 (Node 26.10, 2 cores) they gave the same ratios as 1 s rounds
// (02 ×3.86 against ×3.8–4.5, its half-fix ×1.03 against ×1.02, 03's fast-json-stringify ×0.41
// against ×0.41, 05's gzipSync per request ×0.88 against ×0.87) and verdicts in 5–6 s, not 9–10.
const DEFAULTS = {
  connections: 10,
  roundSeconds: 0.5,
  warmupSeconds: 0.5,
  minPairs: 3,
  // A PASS may come after 2 pairs when both clear the threshold by this much: a correct answer
  // the numbers already show needs no third pair. Never a FAIL that early: on a busy machine a
  // FAIL must first be weighed against the exercise's excuse, after minPairs.
  earlyPassPairs: 2,
  earlyPassMargin: 0.2,
  maxPairs: 6, // 3 more pairs when the first 3 straddle the threshold
  noisyMaxPairs: 9, // and 3 more again when the machine is noisy
  noisySpread: 1.35, // max/min ratio above which we call the machine noisy
  margin: 0.15 // a median this far from the threshold decides even on a noisy machine
}

module.exports = { DEFAULTS }
