'use strict'
// The kit: what an exercise's own code (spec.js, checks.js, round.js, expected.js) may import
// from the engine, and nothing else, so that the rest of lib/ can change without touching an
// exercise (scripts/check.js enforces it). functional.js files run in a process of their own and
// import ./check-kit instead. Every name here is documented in exercises/README.md.
const { probe, steadyLoad } = require('./probe')
const { rawRequest, openConnection, RawHttpError } = require('./raw-http')
const { unansweredCheck } = require('./unanswered')
const { oncePerVerification } = require('./once')
const { loadRound, loadGenerator } = require('../speed/load')
const { loadBesideHealth } = require('./health-round')
const { watchForeignLoad } = require('../speed/cpu-load')
const { alive } = require('../harness/process-tree')
const { treeLeftAt } = require('./tree-end')
const { canConnect } = require('../harness/ports')
const { counterSocketPath, serveCounter, askCounter, shareCounters, sharedCounters } = require('./counter')
const { replaceFile, writeFileAtomically, removeTemporaryFiles } = require('../files')
const { firstDifference, describeDifference, shortJson } = require('./difference')
const { starterFilesKept } = require('./starter-files')

module.exports = {
  // one HTTP request on a fresh connection, never rejects; a steady stream of them
  probe,
  steadyLoad,
  // HTTP on a plain socket, every byte kept
  rawRequest,
  openConnection,
  RawHttpError,
  // a check whose server stopped answering: the kit's sentence (checks.unanswered), not our error
  unansweredCheck,
  // work several checks share (a traffic run, an instance of their own), done once per verification
  oncePerVerification,
  // one round of autocannon, reduced to what the speed check compares
  loadRound,
  // autocannon itself, loaded on first use (a round of an exercise's own, as 10's)
  loadGenerator,
  // the same as loadRound, with /health timed beside it: { …loadRound's, p99 of /health }
  loadBesideHealth,
  // the CPU other programs used meanwhile (Linux)
  watchForeignLoad,
  // which pids are still alive; whether 127.0.0.1:port accepts connections
  alive,
  canConnect,
  // after a signal, the processes of a server's tree still alive at a deadline
  treeLeftAt,
  // a private socket from a preload's counter to its check (preload.js ↔ checks.js)
  counterSocketPath,
  serveCounter,
  askCounter,
  // counters a preload shares with the learner's worker threads (preload.js only)
  shareCounters,
  sharedCounters,
  // a file of the learner's replaced for the length of a check, as another program would, and put
  // back (also on Ctrl-C); writing one that way; what a killed workshop left beside it
  replaceFile,
  writeFileAtomically,
  removeTemporaryFiles,
  // where an answer first differs from the expected one: its path and both values, and as a
  // sentence (with ctx.t); a value as a message shows it
  firstDifference,
  describeDifference,
  shortJson,
  // a check that files of the starter the task leaves alone are the starter's, beside the submission
  starterFilesKept
}
