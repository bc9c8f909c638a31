'use strict'
// 04-hapi-podium: the other ways learners take the per-request validation out of the audit plugin,
// and the half-fixes they stop at (test/learners/index.js). The validation count (preload.js)
// decides every half-fix that still validates per request in a few seconds; the PASSes are
// confirmed by the speed check.
const K = 'exercises.hapi-podium.checks.'

module.exports = [
  { name: 'own-podium-once', verdict: 'PASS', reason: null, quick: false, why: 'one Podium of its own, built with its listeners at start-up: 0 validations per request' },
  { name: 'node-events', verdict: 'PASS', reason: null, quick: false, why: 'one node:events EventEmitter at start-up, channels by event name: 0 validations' },
  { name: 'direct-calls', verdict: 'PASS', reason: null, quick: false, why: 'no emitter at all, the hooks write the trail directly: 0 validations' },
  { name: 'podium-once-listeners-per-request', verdict: 'FAIL', reason: K + 'validations_per_request', quick: true, why: 'the emitter built once, but its listeners still added (and validated) per request' },
  { name: 'bonus-disconnect-trap', verdict: 'FAIL', reason: K + 'validations_per_request', quick: true, why: "the fix plus request.events.once('disconnect'): hapi builds an emitter per request" },
  { name: 'podium-validate-false', verdict: 'FAIL', reason: K + 'status_validate_off', quick: true, why: 'new Podium(events, { validate: false }): the events skip their normalisation and every route answers 500; the FAIL names the option and the line' },
  { name: 'pre-response-no-continue', verdict: 'FAIL', reason: K + 'status', quick: false, why: 'the fix, with an onPreResponse that no longer returns h.continue: every answer is a 500' },
  { name: 'no-route-validation', verdict: 'FAIL', reason: K + 'not_rejected', quick: false, why: 'the fix, and the routes\' Joi validation taken out too ("the profile said validation")' },
  { name: 'channel-default-dropped', verdict: 'FAIL', reason: K + 'trail_events', quick: false, why: 'the fix, with request.audit\'s channel default dropped: business actions reach no listener' },
  { name: 'current-request-id-global', verdict: 'FAIL', reason: K + 'trail_events', quick: true, why: 'one emitter, the request id kept in a variable set by onRequest: requests in flight together mix their trails' },
  { name: 'emit-without-tags', verdict: 'FAIL', reason: K + 'summary_counts', quick: false, why: 'the fix, with the action\'s tags dropped from emit: the bookings listener (filter: \'booking\') never runs' },
  { name: 'node-events-per-request', verdict: 'FAIL', reason: K + 'listeners_per_request', quick: true, why: 'a node:events EventEmitter and its listeners per request: 0 validations, still set up again for every request' },
  { name: 'joi-check-per-entry', verdict: 'FAIL', reason: 'verdict.fail_speed', quick: false, why: 'the emitter built once, and a Joi schema written inline for every audit entry: a schema built and checked per request again, with joi, which the validation count leaves to route input' }
]
