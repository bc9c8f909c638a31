'use strict'
// Lets a learner's copy of a starter (in their own folder, with no node_modules) load the
// packages the workshop ships, such as express, both with require() and with import.
const path = require('node:path')
const { pathToFileURL } = require('node:url')
const nodeModule = require('node:module')

// The node_modules folders that hold our dependencies: ours, or the one npm hoisted them into.
function dependencyFolders () {
  const express = require.resolve('express/package.json')
  const hoisted = express.slice(0, express.lastIndexOf('node_modules') + 'node_modules'.length)
  return [...new Set([hoisted, path.resolve(__dirname, '..', 'node_modules')])]
}

// Environment and node flags for running a learner's file.
function moduleOptions () {
  const env = { NODE_PATH: dependencyFolders().join(path.delimiter) }
  // module.register arrived in Node 20.6; without it ESM files need their own node_modules.
  const nodeArgs = typeof nodeModule.register === 'function'
    ? ['--import', pathToFileURL(path.join(__dirname, 'esm-fallback', 'register.mjs')).href]
    : []
  return { env, nodeArgs }
}

module.exports = { moduleOptions }
