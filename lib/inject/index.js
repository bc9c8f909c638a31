'use strict'
// What the workshop adds to a program it runs for the learner (a server, or 01's bench.js):
//   - the packages the workshop ships (express, hapi, …), for a copy of a starter in the learner's
//     own folder with no node_modules: NODE_PATH for require(), module-fallback.js for import;
//   - an exercise's preload (a counter: spec.preload, exercises/README.md) or the profiler's.
// docs/ARCHITECTURE.md, "What is injected into the learner's program", tells the whole story.
// Everything is loaded by guard.js, so that a failure of ours is reported as ours: the harness
// finds the guard's marker (or our file at the top of a crash's stack) and says that the
// workshop, not the learner's program, went wrong.
const path = require('node:path')
const { NAME } = require('../names')

const GUARD = path.join(__dirname, 'guard.js')
const MODULE_FALLBACK = path.join(__dirname, 'module-fallback.js')
const PRELOADS_VARIABLE = 'NPW_PRELOADS'
const MARKER = `${NAME}: internal error in`
const REPORT_LINES = 8

// The node_modules folders that hold our dependencies: ours, or the one npm hoisted them into.
function dependencyFolders () {
  const express = require.resolve('express/package.json')
  const hoisted = express.slice(0, express.lastIndexOf('node_modules') + 'node_modules'.length)
  return [...new Set([hoisted, path.resolve(__dirname, '..', '..', 'node_modules')])]
}

// Node flags and environment for running a learner's file with `preloads` (absolute paths).
function injection (preloads = []) {
  return {
    nodeArgs: ['--require', GUARD],
    env: {
      NODE_PATH: dependencyFolders().join(path.delimiter),
      [PRELOADS_VARIABLE]: [MODULE_FALLBACK, ...preloads].join(path.delimiter)
    }
  }
}

// Whether a program's stderr says that something we injected failed: the guard's marker (a
// preload that did not load), or an uncaught error thrown by our own code (the first frame of
// its stack is in this folder or in one of `preloads`). Returns { part, message, report } or
// null; `report` holds the lines a bug report needs.
function injectedFailure (stderr, preloads = []) {
  const lines = stderr.split('\n')
  const report = (from) => lines.slice(from, from + REPORT_LINES).join('\n').trimEnd()
  const marked = lines.findIndex((line) => line.startsWith(MARKER + ' '))
  if (marked >= 0) {
    const [, part, message] = lines[marked].match(/ in (\S+): (.*)$/)
    return { part, message, report: report(marked + 1) }
  }
  const first = lines.findIndex((line) => /^\s+at /.test(line))
  if (first < 1 || ![__dirname + path.sep, ...preloads].some((place) => lines[first].includes(place))) return null
  const file = lines[first].match(/([^/\\(\s]+\.[cm]?js):\d+/)
  return { part: file ? file[1] : 'preload', message: lines[first - 1].trim(), report: report(first - 1) }
}

module.exports = { injection, injectedFailure, MARKER, PRELOADS_VARIABLE }
