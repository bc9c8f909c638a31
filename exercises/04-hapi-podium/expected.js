'use strict'
// What 04-hapi-podium's checks, functional checks, preload and spec share: where the validation
// counter of preload.js answers, in the run's temporary folder, and how a call site is shown.
const path = require('node:path')
const { counterSocketPath } = require('../../lib/kit/counter')

const socketPathIn = (dir) => counterSocketPath(dir, 'validations')

// "get events (/x/node_modules/@hapi/hapi/lib/request.js:100:28)" → "@hapi/hapi/lib/request.js:100",
// the learner's own files relative to their folder.
function shortSite (site, folder) {
  return site.split(' ← ').map((frame) => {
    const match = /\(?([^()\s]+):(\d+):\d+\)?$/.exec(frame)
    if (!match) return frame
    const file = match[1].replace(/^file:\/\//, '')
    const modules = file.lastIndexOf('node_modules' + path.sep)
    const shown = modules >= 0 ? file.slice(modules + 'node_modules'.length + 1) : path.relative(folder, file)
    return `${shown.split(path.sep).join('/')}:${match[2]}`
  }).join(' ← ')
}

module.exports = { socketPathIn, shortSite }
