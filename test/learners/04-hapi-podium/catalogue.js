'use strict'
// 04-hapi-podium: the other ways learners take the per-request validation out of the audit plugin,
// and the half-fixes they stop at (test/learners/index.js). The validation count (preload.js)
// decides every half-fix in a few seconds; the PASSes are confirmed by the speed check.
const K = 'exercises.hapi-podium.checks.'

module.exports = [
  { name: 'own-podium-once', verdict: 'PASS', reason: null, quick: false, why: 'one Podium of its own, built with its listeners at start-up: 0 validations per request' },
  { name: 'node-events', verdict: 'PASS', reason: null, quick: false, why: 'one node:events EventEmitter at start-up, channels by event name: 0 validations' },
  { name: 'direct-calls', verdict: 'PASS', reason: null, quick: false, why: 'no emitter at all, the hooks write the trail directly: 0 validations' },
  { name: 'podium-once-listeners-per-request', verdict: 'FAIL', reason: K + 'validations_per_request', quick: true, why: 'the emitter built once, but its listeners still added (and validated) per request' },
  { name: 'bonus-disconnect-trap', verdict: 'FAIL', reason: K + 'validations_per_request', quick: true, why: "the fix plus request.events.once('disconnect'): hapi builds an emitter per request" },
  { name: 'podium-validate-false', verdict: 'FAIL', reason: K + 'status_validate_off', quick: true, why: 'new Podium(events, { validate: false }): the events skip their normalisation and every route answers 500; the FAIL names the option and the line' }
]
