'use strict'
// A problem with the learner's program or input: shown as one translated sentence, never a stack.
class LearnerError extends Error {
  constructor (key, params = {}, details = '') {
    super(key)
    this.key = key
    this.params = params
    this.details = details // e.g. the last lines of the server's stderr
  }
}

module.exports = { LearnerError }
