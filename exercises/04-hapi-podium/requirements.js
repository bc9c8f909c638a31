'use strict'
// What problems/04-hapi-podium/problem.en.md requires, each with the check that fails when only it
// is broken and the catalogue half-fix (test/learners/04-hapi-podium/) that breaks it alone
// (exercises/README.md, "The requirement table").
const K = 'exercises.hapi-podium.checks.'

module.exports = [
  { id: 'profile-first', in: 'task 1', says: 'Profile the starter', guidance: 'a way of working: where the time goes is found with profile; nothing a check can observe' },
  { id: 'no-validation-per-request', in: ['task 2', 'checked 4'], says: 'no schema validation runs per request', check: K + 'validations_per_request', evidence: 'the validations per request counted over the requests sent, and the line of the learner\'s code that asks for most of them', halfFix: 'podium-once-listeners-per-request' },
  { id: 'listeners-once', in: ['task 2', 'checked 4'], says: 'their listeners **once, at start-up**', check: K + 'listeners_per_request', evidence: 'the listeners added per request counted over the requests sent, and the line that adds most of them', halfFix: 'node-events-per-request' },
  { id: 'validation-kept', in: ['task 3', 'checked 1'], says: 'the same routes and answers', check: K + 'status_validate_off', evidence: 'the request, its status, and where the Podium is built with validate: false', halfFix: 'podium-validate-false' },
  { id: 'same-answers', in: ['task 3', 'checked 1'], says: 'the same routes and answers', check: K + 'status', evidence: 'the request, the status expected and the one sent', halfFix: 'pre-response-no-continue' },
  { id: 'route-input-validation', in: ['task 3', 'checked 2'], says: "the routes' Joi validation, which must still reject bad input with 400", check: K + 'not_rejected', evidence: 'the bad input sent and the status it got instead of 400', halfFix: 'no-route-validation' },
  { id: 'same-audit-events', in: ['task 3', 'checked 3'], says: 'the same audit events in the same order', check: K + 'trail_events', evidence: 'the request, and its audit trail next to the starter\'s', halfFix: 'channel-default-dropped' },
  { id: 'trails-of-concurrent-requests', in: 'checked 3', says: 'also for requests that run at the same time', check: K + 'trail_events', evidence: 'the request, and its audit trail next to the starter\'s', halfFix: 'current-request-id-global' },
  { id: 'same-summary', in: ['task 3', 'checked 3'], says: 'the same summary', check: K + 'summary_counts', evidence: 'the summary\'s count that grew by another amount, and both amounts', halfFix: 'emit-without-tags' },
  { id: 'not-slower', in: 'checked 5', says: 'serves at least as many requests per second as the starter', check: 'verdict.fail_speed', evidence: 'req/s of both servers per pair, their ratios and the threshold', halfFix: 'joi-check-per-entry' }
]
