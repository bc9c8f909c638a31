'use strict'
// The two kinds of failure a command reports, each as translated sentences, never a stack:
//   LearnerError: a problem with the learner's program or input (e.g. the last lines of the
//     server's stderr in `details`);
//   WorkshopError: the workshop's own bug, found where the learner would otherwise be blamed
//     (something we injected into their server failed); `details` is what to put in a report.
class LearnerError extends Error {
  constructor (key, params = {}, details = '') {
    super(key)
    this.key = key
    this.params = params
    this.details = details
  }
}

class WorkshopError extends LearnerError {}

module.exports = { LearnerError, WorkshopError }
