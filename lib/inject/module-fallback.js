'use strict'
// Injected into learners' programs (see ./index.js): a bare import or require that the learner's
// folder cannot resolve (express, say, in a copy of a starter without node_modules) is resolved
// from the workshop's own folder instead. module.registerHooks runs in the program's own thread
// (Node 22.15+); the older module.register is deprecated since Node 26 (DEP0205).
const nodeModule = require('node:module')
const { pathToFileURL } = require('node:url')
const path = require('node:path')

const WORKSHOP = pathToFileURL(path.join(__dirname, '..', '..', 'package.json')).href
const BARE = /^(?![./]|[a-z]+:)/i

// What the learner's folder cannot resolve is looked for in the workshop's; an error is the learner's
// own (their folder's), with its stack taken again from the learner's require: this hook's frames
// and the loader's would otherwise fill Node's ten frames and push the learner's line out.
function resolve (specifier, context, nextResolve) {
  try {
    return nextResolve(specifier, context)
  } catch (error) {
    const missing = error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'MODULE_NOT_FOUND'
    if (missing && BARE.test(specifier)) {
      try {
        return nextResolve(specifier, { ...context, parentURL: WORKSHOP })
      } catch {} // not the workshop's either: the learner's error is the story
    }
    if (error instanceof Error) Error.captureStackTrace(error, resolve)
    throw error
  }
}

if (typeof nodeModule.registerHooks === 'function') nodeModule.registerHooks({ resolve })
