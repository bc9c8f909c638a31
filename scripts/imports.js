'use strict'
// What the code's require() calls name, for scripts/check.js: [requires] (every relative
// require() resolves to a file: a deleted lib/speed/settings.js once broke lib/routes/ unseen) and
// [layers] (lib/'s parts import one way, down the list in docs/ARCHITECTURE.md, "Dependencies").
const path = require('node:path')

// A require() of a string, or what is not code: a comment, a string, a template literal, a
// regular expression. Where two start at one place the first wins; one that starts earlier
// swallows what is inside it, so that a require() in a generated file's text or in a comment is
// not taken for one.
const TOKENS = new RegExp([
  /\brequire\(\s*(['"])([^'"\n]*)\1\s*\)/.source,
  /\/\/[^\n]*/.source,
  /\/\*[\s\S]*?\*\//.source,
  /'(?:\\.|[^'\\\n])*'/.source,
  /"(?:\\.|[^"\\\n])*"/.source,
  /`(?:\\[\s\S]|[^`\\])*`/.source,
  // A regular expression: a slash where an operand starts (after an operator, a bracket, return).
  /(?<=(?:^|[(,=:[!&|?{};]|\breturn)\s*)\/(?![*/])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+\/[a-z]*/.source
].join('|'), 'gm')

// The paths `source` requires with a string: [{ request, line }]. The code inside a template
// literal's ${…} counts too.
function requiredPaths (source, offset = 0, whole = source) {
  const found = []
  for (const match of source.matchAll(TOKENS)) {
    const at = offset + match.index
    if (match[2] !== undefined) found.push({ request: match[2], line: whole.slice(0, at).split('\n').length })
    else if (match[0].startsWith('`')) {
      for (const inner of match[0].matchAll(/\$\{([^}]*)\}/g)) found.push(...requiredPaths(inner[1], at + inner.index + 2, whole))
    }
  }
  return found
}

const relativeRequest = (request) => /^\.\.?\//.test(request)

// The file a relative require() of `file` loads (ROOT-relative), or null when there is none.
function resolved (root, file, request) {
  try {
    return path.relative(root, require.resolve(path.resolve(root, path.dirname(file), request))).split(path.sep).join('/')
  } catch {
    return null
  }
}

// Every relative require() of `files` (ROOT-relative, with their sources) that loads nothing.
function requireProblems (root, files) {
  const problems = []
  for (const { file, source } of files) {
    for (const { request, line } of requiredPaths(source).filter((r) => relativeRequest(r.request))) {
      if (resolved(root, file, request) === null) problems.push(`${file}:${line} requires '${request}', which is not there: point it at the file that holds what it needs (or put the file back).`)
    }
  }
  return problems
}

// The lines of the ```layers block of docs/ARCHITECTURE.md: [[part, …], …], top first; null when
// there is no such block.
function readLayers (architecture) {
  const block = /^```layers\n([\s\S]*?)^```/m.exec(architecture)
  return block && block[1].split('\n').map((line) => line.trim().split(/\s+/).filter(Boolean)).filter((line) => line.length)
}

// The part of lib/ a file belongs to: its folder ('verify/') or, at lib/'s top level, its name.
const partOf = (file) => {
  const [first, second] = file.replace(/^lib\//, '').split('/')
  return second === undefined ? first : `${first}/`
}

// A require() from one part of lib/ to another that does not run down the layers; a part of lib/
// the list does not name, and a name in the list that is no part of lib/.
function layerProblems (root, files, architecture) {
  const where = 'docs/ARCHITECTURE.md\'s layers ("Dependencies")'
  const layers = readLayers(architecture)
  if (!layers) return ['docs/ARCHITECTURE.md has no ```layers block ("Dependencies"): list the parts of lib/, the one that imports the others first.']
  const rank = new Map(layers.flatMap((line, index) => line.map((part) => [part, index])))
  const libFiles = files.filter(({ file }) => file.startsWith('lib/'))
  const parts = new Set(libFiles.map(({ file }) => partOf(file)))
  const problems = []
  for (const part of parts) if (!rank.has(part)) problems.push(`lib/${part} is in none of ${where}: add it to the line of the parts it sits between.`)
  for (const part of rank.keys()) if (!parts.has(part)) problems.push(`${where} name lib/${part}, which has no code: take it out of the list.`)
  for (const { file, source } of libFiles) {
    const from = partOf(file)
    for (const { request, line } of requiredPaths(source).filter((r) => relativeRequest(r.request))) {
      const target = resolved(root, file, request)
      if (!target || !target.startsWith('lib/')) continue
      const to = partOf(target)
      if (to === from || !rank.has(from) || !rank.has(to) || rank.get(to) > rank.get(from)) continue
      const order = rank.get(to) === rank.get(from) ? `lib/${from} and lib/${to} share a line of ${where}, so neither imports the other` : `lib/${to} sits above lib/${from} in ${where}, so lib/${to} may use lib/${from} and never the reverse`
      problems.push(`${file}:${line} imports ${target}: ${order}. Let the caller pass what is needed in (a parameter, a callback), or move it to a part lower down.`)
    }
  }
  return problems
}

module.exports = { requiredPaths, requireProblems, layerProblems, readLayers }

if (require.main === module) require('./command-line').moduleOnly('scripts/imports.js', 'scripts/check.js (rules requires and layers)')
