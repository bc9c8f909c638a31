#!/usr/bin/env node
'use strict'
// The scaffolder: writes the skeleton of a new exercise, every file of the format
// (exercises/README.md, "Adding an exercise"), so that `npm run check` passes the structure at
// once and lists what is still to write. Every place a person must still write holds the marker
// TODO(new-exercise); scripts/check.js lists each as a to-do and exits with 2 (not 0) while one
// is left, so a draft never lands on main: CI fails on it.
//
//   node scripts/new-exercise.js 12-demo [--kind server|client] [--reading <article id>]
//   node scripts/new-exercise.js --remove 12-demo      every trace of it, files and rows
//
// Without --reading, a stub reading named after the exercise's id is written too
// (i18n/articles/<id>.<lang>.md and its entry in sources.json).
const fs = require('node:fs')
const path = require('node:path')
const { commandLine } = require('./command-line')
const { ROOT } = require('../lib/exercises')
const { LANGUAGES } = require('../lib/i18n')

const MARKER = 'TODO(new-exercise)'
const MANIFEST = path.join(ROOT, 'exercises', 'manifest.json')
const SOURCES = path.join(ROOT, 'i18n', 'articles', 'sources.json')
const FIGURES = path.join(ROOT, 'bench', 'figures.json')
const README = path.join(ROOT, 'README.md')
const GUIDES = LANGUAGES.map((lang) => path.join(ROOT, 'docs', lang === 'en' ? 'INSTRUCTOR.md' : `INSTRUCTOR.${lang}.md`))
// Headings the glossary renders (i18n/GLOSSARY.md), for the translations' stubs.
const HEADINGS = {
  en: { task: 'Your task', contract: 'The server contract', checked: 'How it is checked', reading: 'Background reading' },
  'zh-cn': { task: '你的任务', contract: '服务器约定', checked: '如何检查', reading: '背景阅读' },
  ko: { task: '과제', contract: '서버 규약', checked: '검사 방식', reading: '배경 읽을거리' }
}

const fail = (message) => {
  console.error(message)
  process.exit(1)
}
const write = (file, text) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}
const json = (value) => JSON.stringify(value, null, 2) + '\n'

// -- what it writes -------------------------------------------------------------------------

function specFile ({ id, kind, reading }) {
  if (kind === 'client') {
    return `'use strict'
// ${id}: ${MARKER} what the learner's program does, and what the checks compare.
module.exports = {
  kind: 'client',
  reading: '${reading}',
  submission: 'bench.js',
  target: require('./target'),
  path: '/',
  timeoutSeconds: 10
}
`
  }
  return `'use strict'
// ${id}: ${MARKER} what the learner changes, and why it is slow.
const { checks } = require('./checks')

module.exports = {
  reading: '${reading}',
  submission: 'server.js',
  checks
  // ${MARKER} a speed check, placed by the rule (exercises/README.md, "Placing a threshold"):
  // speed: { request: { method: 'GET', path: '/' }, threshold: …, baseline: { file: 'starter/server.js' } }
}
`
}

function functionalFile ({ folder, kind }) {
  const check = kind === 'client'
    ? `test(t('todo'), () => {
  const { stdout } = JSON.parse(fs.readFileSync(process.env.OBSERVATIONS, 'utf8'))
  assert.ok(stdout.length > 0, t('todo'))
})`
    : `test(t('todo'), async () => {
  const res = await request('/')
  assert.strictEqual(res.status, 200, t('todo'))
})`
  return `'use strict'
// Functional checks for ${folder}: ${MARKER} what the learner's ${kind === 'client' ? 'program' : 'server'} must still do.
const test = require('node:test')
const assert = require('node:assert')
${kind === 'client' ? "const fs = require('node:fs')\nconst { t } = require('../../lib/kit/check-kit')" : "const { request, t } = require('../../lib/kit/check-kit')"}

${check}
`
}

function checksFile ({ folder }) {
  return `'use strict'
// The deterministic checks of ${folder} (spec.checks): counts, bytes, headers, never a timing.
// ${MARKER} write them; each resolves { ok, key, params }, key a checks.<key> message, and
// names in \`decides\` the ids of the requirement rows it decides (requirements.js).
module.exports = {
  checks: [{ run: async () => ({ ok: false, key: 'todo' }), decides: [] }]
}
`
}

function requirementsFile ({ folder }) {
  return `'use strict'
// What problems/${folder}/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/${folder}/) that breaks it alone
// (exercises/README.md, "The requirement table").
module.exports = [
  // ${MARKER} one row per item of "Your task" and bullet of "How it is checked":
  // { id: 'kebab-case', in: 'task 1', says: 'a phrase of it', check: 'exercises.<id>.checks.<key>', halfFix: '<catalogue entry>' }
]
`
}

function targetFile ({ folder }) {
  return `'use strict'
// ${folder}'s target (spec.target): the server the learner's program is pointed at, recording
// what arrived. ${MARKER} record what the checks compare.
const http = require('node:http')

function start () {
  let total = 0
  const server = http.createServer((req, res) => {
    total++
    res.end('ok')
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: \`http://127.0.0.1:\${server.address().port}\`,
    connections: () => [],
    total: () => total,
    close: () => new Promise((done) => server.close(done))
  })))
}

module.exports = { start }
`
}

function serverFile ({ folder }, role) {
  return `'use strict'
// ${role} of ${folder}. ${MARKER} the ${role === 'The starter' ? 'slow server the learner starts from' : 'reference solution: the starter, fixed'}.
const http = require('node:http')

http.createServer((req, res) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end('ok\\n')
}).listen(process.env.PORT, '127.0.0.1')
`
}

function benchFile ({ folder }, role) {
  return `'use strict'
// ${role} of ${folder}. ${MARKER} the learner's program; its first argument is the target's URL.
console.log(process.argv[2])
`
}

function packageFile ({ folder, kind }, role) {
  return json({
    name: `npw-${folder.replace(/^\d+-/, '')}`,
    private: true,
    description: `${role} for node-perf-workshop exercise ${folder}`,
    scripts: { start: kind === 'client' ? 'node bench.js' : 'node server.js' }
  })
}

function problemFile ({ kind, reading, url }, lang) {
  const h = HEADINGS[lang]
  const contract = kind === 'client'
    ? ''
    : `## ${h.contract}

* Listen on \`process.env.PORT\` on \`127.0.0.1\`; the workshop picks a free port.
* Exit when you receive SIGTERM or SIGINT (Node's default does this for you).

`
  return `# ${MARKER} the title

${MARKER} the story: what the source article measured, in our own words, and why it is slow.

## ${h.task}

1. ${MARKER} the first thing to change.

${contract}## ${h.checked}

* ${MARKER} what the checks observe.

## ${h.reading}

\`node-perf-workshop reading\` ${MARKER} (${reading}). ${url}
`
}

function hintsFile () {
  return `${MARKER} the first hint.
---
${MARKER} the second hint, closer to the answer.
`
}

function messagesFile () {
  return json({ title: `${MARKER} the title`, checks: { todo: `${MARKER} the sentence of each check` } })
}

function readingFile ({ url }) {
  return `# ${MARKER} the article's title

${MARKER} what the article says, in our own words, and what still holds today. The original: ${url}
`
}

function catalogueFile ({ folder }) {
  return `'use strict'
// ${folder}: other ways learners really solve it, and the half-fixes they really stop at
// (exercises/README.md, "The catalogue of learner submissions"). ${MARKER} at least two of each.
module.exports = []
`
}

function verdictTestFile ({ folder, id }) {
  return `'use strict'
// ${folder}: the verdicts through the real CLI. ${MARKER} the reason the starter fails for.
const { verdictTests } = require('./verdicts')

verdictTests({ id: '${id}', reason: 'exercises.${id}.checks.todo' })
`
}

// -- the shared files: one block added, the same block removed --------------------------------

// Each block goes after the previous exercise's row: README's table, each guide's agenda, and the
// end of bench/figures.json's exercises.
function edits ({ folder, id, number }) {
  const previous = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'))[number - 2] || ''
  const [, previousNumber, previousId] = /^0?(\d+)-(.*)$/.exec(previous) || []
  const lineAfter = (needle) => (text) => {
    const found = text.indexOf(needle)
    return found < 0 ? -1 : text.indexOf('\n', found) + 1
  }
  return [
    { file: README, block: `| ${number} | ${id} | ${MARKER} what the learner changes, and the threshold |\n`, at: lineAfter(`| ${previousNumber} | ${previousId} |`) },
    ...GUIDES.map((file) => ({ file, block: `| ${MARKER} | ${number} ${id} | ${MARKER} |\n`, at: lineAfter(`${previousNumber} ${previousId}`) })),
    {
      file: FIGURES,
      block: `,\n    "${folder}": {\n      "note": "${MARKER} the threshold's two figures, measured, with their setup",\n      "figures": []\n    }`,
      at: (text) => text.indexOf('\n  },\n  "articles"')
    }
  ]
}

function addBlocks (exercise) {
  for (const { file, block, at } of edits(exercise)) {
    const text = fs.readFileSync(file, 'utf8')
    const place = at(text)
    if (place <= 0) fail(`${path.relative(ROOT, file)}: found no place for ${exercise.folder}'s row: add it by hand.`)
    fs.writeFileSync(file, text.slice(0, place) + block + text.slice(place))
  }
}

function removeBlocks (exercise) {
  for (const { file, block } of edits(exercise)) {
    const text = fs.readFileSync(file, 'utf8')
    if (text.includes(block)) fs.writeFileSync(file, text.replace(block, ''))
  }
}

// -- the commands ---------------------------------------------------------------------------

function parse (name) {
  const match = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(name || '')
  if (!match) fail('Name the exercise NN-id: two digits, a dash, a lower-case id (node scripts/new-exercise.js 12-demo).')
  return { folder: name, number: Number(match[1]), id: match[2] }
}

function ownFiles ({ folder, id }, { reading } = {}) {
  return [
    path.join(ROOT, 'exercises', folder),
    path.join(ROOT, 'solutions', folder),
    path.join(ROOT, 'problems', folder),
    path.join(ROOT, 'test', 'learners', folder),
    path.join(ROOT, 'test', 'exercises', `${folder}.test.js`),
    ...(reading ? LANGUAGES.map((lang) => path.join(ROOT, 'i18n', 'articles', `${reading}.${lang}.md`)) : [])
  ]
}

function create (exercise, { kind, reading }) {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'))
  if (manifest.includes(exercise.folder) || ownFiles(exercise).some((file) => fs.existsSync(file))) fail(`${exercise.folder} exists already: remove it first (node scripts/new-exercise.js --remove ${exercise.folder}).`)
  if (exercise.number !== manifest.length + 1) fail(`The next exercise is number ${manifest.length + 1}: name it ${String(manifest.length + 1).padStart(2, '0')}-${exercise.id}.`)
  const sources = JSON.parse(fs.readFileSync(SOURCES, 'utf8'))
  const newReading = !reading
  reading = reading || exercise.id
  if (!newReading && !sources[reading]) fail(`There is no reading "${reading}" in i18n/articles/sources.json: name one of ${Object.keys(sources).join(', ')}, or leave --reading out for a new one.`)
  if (newReading && sources[reading]) fail(`A reading "${reading}" exists already: pass --reading ${reading} to use it.`)
  const url = newReading ? `https://example.com/${MARKER}` : sources[reading].url
  const values = { ...exercise, kind, reading, url }
  const dir = path.join(ROOT, 'exercises', exercise.folder)
  const code = kind === 'client' ? 'bench.js' : 'server.js'
  const codeFile = kind === 'client' ? benchFile : serverFile

  write(path.join(dir, 'spec.js'), specFile(values))
  write(path.join(dir, 'functional.js'), functionalFile(values))
  write(path.join(dir, 'requirements.js'), requirementsFile(values))
  if (kind === 'client') write(path.join(dir, 'target.js'), targetFile(values))
  else write(path.join(dir, 'checks.js'), checksFile(values))
  write(path.join(dir, 'starter', code), codeFile(values, 'The starter'))
  write(path.join(dir, 'starter', 'package.json'), packageFile(values, 'Starter'))
  write(path.join(ROOT, 'solutions', exercise.folder, code), codeFile(values, 'The reference solution'))
  write(path.join(ROOT, 'solutions', exercise.folder, 'package.json'), packageFile(values, 'Reference solution'))
  for (const lang of LANGUAGES) {
    // Translations are written unstamped: node scripts/translations.js lists them until stamped.
    write(path.join(ROOT, 'problems', exercise.folder, `problem.${lang}.md`), problemFile(values, lang))
    write(path.join(ROOT, 'problems', exercise.folder, `hints.${lang}.md`), hintsFile())
    write(path.join(ROOT, 'problems', exercise.folder, `messages.${lang}.json`), messagesFile())
    if (newReading) write(path.join(ROOT, 'i18n', 'articles', `${reading}.${lang}.md`), readingFile(values))
  }
  write(path.join(ROOT, 'test', 'learners', exercise.folder, 'catalogue.js'), catalogueFile(values))
  write(path.join(ROOT, 'test', 'exercises', `${exercise.folder}.test.js`), verdictTestFile(values))
  fs.writeFileSync(MANIFEST, json([...manifest, exercise.folder]))
  if (newReading) fs.writeFileSync(SOURCES, json({ ...sources, [reading]: { url, title: `${MARKER} the article's title`, author: `${MARKER} its author` } }))
  addBlocks(exercise)
  console.log(`${exercise.folder}: the skeleton is written (a ${kind} exercise${newReading ? `, and a new reading "${reading}"` : `, reading "${reading}"`}).`)
  console.log(`Next: npm run check lists what is still to write (every ${MARKER}); exercises/README.md, "Adding an exercise", says the rest.`)
}

function remove (exercise) {
  const sources = JSON.parse(fs.readFileSync(SOURCES, 'utf8'))
  // A reading is the scaffolder's when its entry still holds the marker.
  const reading = sources[exercise.id] && JSON.stringify(sources[exercise.id]).includes(MARKER) ? exercise.id : null
  for (const file of ownFiles(exercise, { reading })) fs.rmSync(file, { recursive: true, force: true })
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'))
  if (manifest.includes(exercise.folder)) fs.writeFileSync(MANIFEST, json(manifest.filter((folder) => folder !== exercise.folder)))
  if (reading) {
    delete sources[reading]
    fs.writeFileSync(SOURCES, json(sources))
  }
  removeBlocks(exercise)
  console.log(`${exercise.folder}: removed (its folders, texts, tests, manifest line, figures entry, README and guide rows${reading ? ', its stub reading' : ''}).`)
}

const USAGE = `
node scripts/new-exercise.js NN-id [--kind server|client] [--reading <article id>]
                                     writes the skeleton of a new exercise (exercises/README.md,
                                     "Adding an exercise")
node scripts/new-exercise.js --remove NN-id
                                     removes every trace of it, files and rows`

function main () {
  const { values, positionals } = commandLine({
    usage: USAGE,
    positionals: { min: 0, max: 1 },
    options: { kind: { type: 'string', default: 'server' }, reading: { type: 'string' }, remove: { type: 'string' } }
  })
  if (values.remove) return remove(parse(values.remove))
  if (!['server', 'client'].includes(values.kind)) fail('--kind is server or client.')
  create(parse(positionals[0]), { kind: values.kind, reading: values.reading })
}

main()
