'use strict'
const { exerciseFor, printProblem } = require('./shared')

// print [n|name]: the problem text of the current (or named) exercise, as written.
module.exports = async function print (context, args) {
  printProblem(context, exerciseFor(context, args.join(' ')))
}
