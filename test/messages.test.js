'use strict'
// A message never has a hole (issue 22): every place in lib/ and exercises/ that names a message
// with a literal key gives it every placeholder that message has, in en, zh-cn and ko, and no
// caller fills a placeholder with a stand-in for a missing value ('—', '', 'undefined'): a
// missing header or value gets a sentence of its own that names it as missing. What a static
// reading cannot follow (params passed on from elsewhere) is covered at run time: the suite runs
// with NPW_STRICT_MESSAGES=1 (test/run.js), under which the translator throws on a hole.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { ROOT, listExercises } = require('../lib/exercises')
const { LANGUAGES, createTranslator } = require('../lib/i18n')

// eslint's own parser: a dependency of the linter we already have, found from eslint's folder.
const espree = require(require.resolve('espree', { paths: [path.dirname(require.resolve('eslint/package.json'))] }))

const STAND_INS = new Set(['—', '-', '', 'undefined', 'null', '?'])

function jsFiles (dir) {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) return ['node_modules', 'starter'].includes(entry.name) ? [] : jsFiles(rel)
    return entry.name.endsWith('.js') ? [rel] : []
  })
}

// Walks every node of an AST, with its ancestors.
function walk (node, visit, ancestors = []) {
  if (!node || typeof node.type !== 'string') return
  visit(node, ancestors)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string') walk(child, visit, [...ancestors, node])
    }
  }
}

const literal = (node) => node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null
const propertyName = (p) => p.key && (p.key.name || p.key.value)

// The names an object expression surely has, following `...x` and identifiers declared as object
// literals in the enclosing functions; null when it cannot be told.
function namesOf (node, ancestors) {
  if (!node) return new Set()
  if (node.type === 'Identifier') {
    for (const scope of [...ancestors].reverse()) {
      let found = null
      walk(scope, (n) => {
        if (!found && n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.id.name === node.name && n.init) found = n.init
      })
      if (found) return namesOf(found, ancestors)
    }
    return null
  }
  if (node.type !== 'ObjectExpression') return null
  const names = new Set()
  for (const property of node.properties) {
    if (property.type === 'SpreadElement') {
      const spread = namesOf(property.argument, ancestors)
      if (!spread) return null
      spread.forEach((name) => names.add(name))
    } else {
      names.add(propertyName(property))
    }
  }
  return names
}

// Stand-ins given as placeholder values: `x || '—'`, `x ?? ''` and the like.
function standIns (node) {
  const found = []
  if (node && node.type === 'ObjectExpression') {
    for (const property of node.properties) {
      const value = property.value
      if (value && value.type === 'LogicalExpression' && STAND_INS.has(literal(value.right))) found.push(`${propertyName(property)}: … ${value.operator} ${JSON.stringify(value.right.value)}`)
    }
  }
  return found
}

// Every message a file names with a literal key: [{ key (as the translator looks it up), names,
// standIns, line }]. An exercise's check files name their own checks.<key>; its functional.js
// calls t() from the check kit, which tries the exercise's key first, then a shared one.
function namedMessages (file) {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8')
  const ast = espree.parse(source, { ecmaVersion: 'latest', sourceType: 'script', loc: true })
  const exercise = listExercises().find((e) => file.startsWith(path.join('exercises', e.folder) + path.sep))
  const own = (key) => exercise ? [`exercises.${exercise.id}.checks.${key}`, key] : [key]
  const found = []
  walk(ast, (node, ancestors) => {
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const callee = node.callee.type === 'MemberExpression' ? node.callee.property.name : node.callee.name
      const key = literal(node.arguments[0])
      if (!key || !['t', 'translate', 'LearnerError', 'WorkshopError'].includes(callee)) return
      found.push({ keys: callee === 't' && exercise ? own(key) : [key], args: node.arguments[1], ancestors, line: node.loc.start.line })
    }
    if (node.type === 'ObjectExpression' && exercise && !file.endsWith('functional.js')) {
      const keyProperty = node.properties.find((p) => p.type === 'Property' && ['key', 'skip'].includes(propertyName(p)) && literal(p.value))
      if (!keyProperty) return
      const params = node.properties.find((p) => p.type === 'Property' && propertyName(p) === 'params')
      found.push({ keys: [`exercises.${exercise.id}.checks.${keyProperty.value.value}`], args: params ? params.value : null, ancestors: [...ancestors, node], line: node.loc.start.line })
    }
  })
  return found.map((item) => ({ ...item, names: namesOf(item.args, item.ancestors), standIns: standIns(item.args) }))
}

const files = [...jsFiles('lib'), ...jsFiles('exercises')]
const translators = LANGUAGES.map((lang) => createTranslator(lang))

test('every message named in lib/ and exercises/ is given every placeholder it has, in every language', () => {
  const holes = []
  let checked = 0
  for (const file of files) {
    for (const item of namedMessages(file)) {
      if (!item.names) continue // passed on from elsewhere: the strict run covers it
      for (const t of translators) {
        const key = item.keys.find((k) => t.has(k))
        if (!key) continue
        checked++
        const text = t(key, Object.fromEntries([...item.names].map((name) => [name, 1])))
        const missing = [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1])
        if (missing.length) holes.push(`${file}:${item.line} ${key} (${t.lang}) is not given ${missing.join(', ')}`)
      }
    }
  }
  assert.ok(checked > 300, `only ${checked} messages were read: the reading of call sites broke`)
  assert.deepStrictEqual(holes, [])
})

test('no caller fills a placeholder with a stand-in for a missing value: a missing value gets its own sentence', () => {
  const found = files.flatMap((file) => namedMessages(file).flatMap((item) => item.standIns.map((s) => `${file}:${item.line} ${item.keys[0]} ${s}`)))
  assert.deepStrictEqual(found, [])
})

test('under NPW_STRICT_MESSAGES a hole throws, naming the key and the placeholder; without it nothing throws', () => {
  const { fillStrictly } = require('../lib/i18n')
  const t = createTranslator('en')
  assert.throws(() => fillStrictly(() => t('verify.listening', {})), /verify\.listening.*\{\{url\}\}/)
  assert.throws(() => fillStrictly(() => t('verify.listening', { url: '—' })), /verify\.listening.*\{\{url\}\}/)
  assert.doesNotThrow(() => fillStrictly(() => t('verify.listening', { url: 'http://127.0.0.1:3000' })))
  const strict = process.env.NPW_STRICT_MESSAGES
  delete process.env.NPW_STRICT_MESSAGES
  try {
    assert.match(t('verify.listening', {}), /\{\{url\}\}/)
  } finally {
    if (strict !== undefined) process.env.NPW_STRICT_MESSAGES = strict
  }
})
