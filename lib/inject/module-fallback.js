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

function resolve (specifier, context, nextResolve) {
  try {
    return nextResolve(specifier, context)
  } catch (error) {
    const missing = error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'MODULE_NOT_FOUND'
    if (!missing || !BARE.test(specifier)) throw error
    return nextResolve(specifier, { ...context, parentURL: WORKSHOP })
  }
}

if (typeof nodeModule.registerHooks === 'function') nodeModule.registerHooks({ resolve })
