'use strict'
const { printList } = require('./shared')

// list: every exercise, numbered, with the current and the completed ones marked.
module.exports = async function list (context) {
  printList(context)
}
