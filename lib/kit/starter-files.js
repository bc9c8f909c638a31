'use strict'
// A check that files of the starter the task says to leave alone (11's card.js and products.js,
// 06's app.js) are still the starter's, where they sit beside the submission. "The same" is the
// same program: compared as parsed code, so comments, layout, quotes and semicolons do not count,
// nor the module syntax (require and module.exports, or import and export: a folder turned into
// ES modules keeps its app); a cache added to the app does. A file not there (required from
// another folder) is not compared, and not said to be kept. Its keys (KEYS), in the exercise's
// messages: file_changed { file }, files_kept { files }, files_not_here { files, submission }.
const fs = require('node:fs')
const path = require('node:path')
const acorn = require('acorn')

const KEYS = ['file_changed', 'files_kept', 'files_not_here']

function starterFilesKept (names) {
  return {
    async run (ctx) {
      const folder = path.dirname(ctx.file)
      const here = names.filter((name) => fs.existsSync(path.join(folder, name)))
      for (const name of here) {
        const theirs = programOf(fs.readFileSync(path.join(folder, name), 'utf8'))
        if (theirs === null || theirs !== programOf(fs.readFileSync(path.join(ctx.exercise.starterDir, name), 'utf8'))) {
          return { ok: false, key: 'file_changed', params: { file: name } }
        }
      }
      if (!here.length) return { ok: true, key: 'files_not_here', params: { files: names.join(', '), submission: path.basename(ctx.file) } }
      return { ok: true, key: 'files_kept', params: { files: here.join(', ') } }
    }
  }
}

// The program a source holds, as text to compare: its top-level statements without the module
// syntax, each node without its place in the file or a literal's spelling. null: it does not parse.
function programOf (source) {
  let tree = null
  for (const sourceType of ['module', 'script']) {
    try {
      tree = acorn.parse(source, { ecmaVersion: 'latest', sourceType, allowHashBang: true })
      break
    } catch {}
  }
  if (!tree) return null
  const statements = tree.body.flatMap((node) => {
    if (node.type === 'ImportDeclaration' || isRequire(node) || isModuleExports(node) || node.directive) return []
    if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration') return node.declaration ? [node.declaration] : []
    return [node]
  })
  return JSON.stringify(statements, (key, value) => (['start', 'end', 'raw', 'loc', 'range'].includes(key) ? undefined : value))
}

// const x = require('…'), const { a } = require('…').b
function isRequire (node) {
  if (node.type !== 'VariableDeclaration') return false
  return node.declarations.every((declaration) => {
    let init = declaration.init
    while (init && init.type === 'MemberExpression') init = init.object
    return init && init.type === 'CallExpression' && init.callee.type === 'Identifier' && init.callee.name === 'require'
  })
}

// module.exports = …, module.exports.x = …, exports.x = …
function isModuleExports (node) {
  if (node.type !== 'ExpressionStatement' || node.expression.type !== 'AssignmentExpression') return false
  let target = node.expression.left
  while (target.type === 'MemberExpression') {
    if (target.object.type === 'Identifier' && (target.object.name === 'module' || target.object.name === 'exports')) return true
    target = target.object
  }
  return false
}

module.exports = { starterFilesKept, programOf, KEYS }
