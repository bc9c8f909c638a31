'use strict'
// After a signal to a learner's server: wait until every process of its tree has ended.
const { setTimeout: sleep } = require('node:timers/promises')
const { alive } = require('../harness/process-tree')

// `members`: a Set of the tree's pids, taken before the signal (a process re-parented on its
// parent's exit is not found through the tree any more); the ones the server starts meanwhile
// are added. Resolves the pids still alive at `deadline` (a Date.now() value), or [] once all ended.
async function treeLeftAt (server, members, deadline) {
  let left = []
  do {
    for (const pid of server.pids()) members.add(pid)
    left = alive([...members])
    if (left.length) await sleep(50)
  } while (left.length && Date.now() < deadline)
  return left
}

module.exports = { treeLeftAt }
