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

// The program a source holds, as text to compare: what it imports (each name bound, from where),
// its other top-level statements, and what it exports (each name, and the value it is bound to),
// written the same whatever its module syntax; each node without its place in the file or a
// literal's spelling. null: it does not parse.
function programOf (source) {
  let tree = null
  for (const sourceType of ['module', 'script']) {
    try {
      tree = acorn.parse(source, { ecmaVersion: 'latest', sourceType, allowHashBang: true })
      break
    } catch {}
  }
  if (!tree) return null
  const imports = []
  const exports = []
  const statements = []
  for (const node of tree.body) {
    if (node.directive) continue
    if (node.type === 'ImportDeclaration') {
      for (const specifier of node.specifiers) imports.push([specifier.local.name, moduleName(node.source.value), specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : '*'])
    } else if (requireOf(node)) {
      imports.push(...requireOf(node))
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const specifier of node.specifiers) exports.push([nameOf(specifier.exported), node.source ? { from: moduleName(node.source.value), name: nameOf(specifier.local) } : specifier.local])
    } else if (node.type === 'ExportNamedDeclaration') {
      statements.push(node.declaration)
      for (const name of declaredNames(node.declaration)) exports.push([name, { type: 'Identifier', name }])
    } else if (node.type === 'ExportDefaultDeclaration') {
      if (node.declaration.id) statements.push(node.declaration)
      exports.push(['*', node.declaration.id || node.declaration])
    } else if (exportsOf(node)) {
      exports.push(...exportsOf(node))
    } else {
      statements.push(node)
    }
  }
  const sorted = (pairs) => pairs.map((pair) => JSON.stringify(pair, withoutPlaces)).sort()
  return JSON.stringify({ imports: sorted(imports), statements: JSON.parse(JSON.stringify(statements, withoutPlaces)), exports: sorted(exports) })
}

const withoutPlaces = (key, value) => (['start', 'end', 'raw', 'loc', 'range'].includes(key) ? undefined : value)
const moduleName = (name) => String(name).replace(/^node:/, '')
const nameOf = (node) => node.name !== undefined ? node.name : node.value

function declaredNames (declaration) {
  if (declaration.id) return [declaration.id.name]
  return (declaration.declarations || []).filter((d) => d.id.type === 'Identifier').map((d) => d.id.name)
}

// const x = require('m') → [x, m, '*']; const { a, b: c } = require('m') → [a, m, a], [c, m, b];
// const x = require('m').a → [x, m, a]. null: not a declaration of requires alone.
function requireOf (node) {
  if (node.type !== 'VariableDeclaration') return null
  const bound = []
  for (const { id, init } of node.declarations) {
    let call = init
    const path = []
    while (call && call.type === 'MemberExpression' && !call.computed) {
      path.unshift(call.property.name)
      call = call.object
    }
    if (!call || call.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'require' || !call.arguments[0] || call.arguments[0].type !== 'Literal') return null
    const from = moduleName(call.arguments[0].value)
    if (id.type === 'Identifier') bound.push([id.name, from, path.join('.') || '*'])
    else if (id.type === 'ObjectPattern' && !path.length && id.properties.every((p) => p.type === 'Property' && p.value.type === 'Identifier')) {
      for (const property of id.properties) bound.push([property.value.name, from, nameOf(property.key)])
    } else return null
  }
  return bound
}

// module.exports = { a, b: x } → [a, a], [b, x]; module.exports = x → ['*', x];
// module.exports.a = x and exports.a = x → [a, x]. null: not an assignment to the exports.
function exportsOf (node) {
  if (node.type !== 'ExpressionStatement' || node.expression.type !== 'AssignmentExpression' || node.expression.operator !== '=') return null
  const { left, right } = node.expression
  const isModule = (n) => n.type === 'Identifier' && n.name === 'module'
  const isExports = (n) => (n.type === 'Identifier' && n.name === 'exports') ||
    (n.type === 'MemberExpression' && !n.computed && isModule(n.object) && n.property.name === 'exports')
  if (isExports(left) && left.type === 'MemberExpression') {
    if (right.type === 'ObjectExpression' && right.properties.every((p) => p.type === 'Property' && !p.computed)) {
      return right.properties.map((p) => [nameOf(p.key), p.value])
    }
    return [['*', right]]
  }
  if (left.type === 'MemberExpression' && !left.computed && isExports(left.object)) return [[left.property.name, right]]
  return null
}

module.exports = { starterFilesKept, programOf, KEYS }
