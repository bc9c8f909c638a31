'use strict'
// The workshop's command name, as learners type it: the one place it is spelled out. Every name
// made from it (the progress folder, the report's files, the profiles' folder, the offline
// bundle, the injection marker) is made from NAME where it is used.
module.exports = { NAME: 'node-perf-workshop' }
