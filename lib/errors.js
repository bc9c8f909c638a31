'use strict'
// How failures reach the learner: one translated sentence, never a stack (see
// docs/ARCHITECTURE.md, "Errors"). Two kinds are thrown, and reportError() is the one place that
// turns anything thrown into what the learner reads:
//   LearnerError: a problem with the learner's program or input (e.g. the last lines of the
//     server's stderr in `details`);
//   WorkshopError: the workshop's own bug, found where the learner would otherwise be blamed
//     (something we injected into their server failed); `details` is what to put in a report;
//   UsageError: a LearnerError for a command given wrongly (a flag, a folder);
//   anything else: a short "this is our bug" sentence (the stack only with DEBUG set).
// `key` names a message in i18n/<lang>.json; scripts/check.js checks that every key thrown in lib/
// exists in every language.
class LearnerError extends Error {
  // advice: a message key said after the details (what to do once the excerpt has been read).
  constructor (key, params = {}, details = '', { advice } = {}) {
    super(key)
    this.key = key
    this.params = params
    this.details = details
    this.advice = advice
  }
}

class WorkshopError extends LearnerError {}

// A command given wrongly (a flag's value, a folder that is not there): the command could not
// run as asked. grade and verify exit with their usage code for it (lib/verify/judge.js).
class UsageError extends LearnerError {}

// Whatever was thrown, as the learner reads it: { key, text, details, advice }. Our own bug's details say
// where it happened (the first frames of its stack that are not Node's own), for the report.
function describeError (t, error) {
  if (error instanceof LearnerError) return { key: error.key, text: t(error.key, error.params), details: error.details, advice: error.advice && t(error.advice, error.params) }
  return { key: 'cli.internal_error', text: t('cli.internal_error', { message: error && error.message }), details: whereItFailed(error) }
}

const FRAMES = 3
function whereItFailed (error) {
  const stack = error && typeof error.stack === 'string' ? error.stack : ''
  return stack.split('\n').filter((line) => /^\s+at /.test(line) && !/\(?node:/.test(line)).slice(0, FRAMES)
    .map((line) => '  ' + line.trim()).join('\n')
}

// context: the CLI's (t, out); see lib/workshop.js.
function reportError (context, error) {
  const { text, details, advice } = describeError(context.t(), error)
  context.out.endStatus()
  context.out.error(text, details)
  if (advice) context.out.line(advice)
  if (!(error instanceof LearnerError) && process.env.DEBUG) console.error(error)
}

module.exports = { LearnerError, WorkshopError, UsageError, describeError, reportError }
