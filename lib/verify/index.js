'use strict'
// One entry point for verify and run, whatever the kind of exercise.
const { verifyServerExercise } = require('./server')
const { verifyClientExercise } = require('./client')

function verifyExercise (options) {
  return options.exercise.spec.kind === 'client'
    ? verifyClientExercise(options)
    : verifyServerExercise(options)
}

module.exports = { verifyExercise }
