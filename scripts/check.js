#!/usr/bin/env node
'use strict'
// The structural check: what makes an exercise, and the workshop around it, whole. It starts
// no server and runs in a few seconds; npm test runs it first, and so does the quick lane.
// Every problem is one sentence that says what to add or change, prefixed with the rule that
// found it; exercises/README.md ("Adding an exercise") names the rule behind each step.
//
//   node scripts/check.js            check this checkout (npm run check)
//   node scripts/check.js --rules    list the rules
//
// Exit code 0 when every rule holds, 1 when something is broken, and 2 when the structure holds
// but a draft is not finished: the places scripts/new-exercise.js left for a person to write
// (the marker TODO(new-exercise)) are listed as a to-do, not as problems, and so are the
// translation stamps and requirement rows of files that still hold the marker. 2 is not 0: a
// draft fails npm test and CI, so it never lands on main.
const fs = require('node:fs')
const path = require('node:path')
const { ROOT, listExercises } = require('../lib/exercises')
const { LANGUAGES } = require('../lib/i18n')
const { translationReport } = require('../lib/i18n/translations')
const { hintLevels } = require('../lib/i18n/localised-file')
const { COMMANDS, declaredFlags, menuExtras, helpSections } = require('../lib/commands/registry')
const { SPEC_FIELDS, SPEED_FIELDS, FORMAT, kindOf, specProblems, speedProblems } = require('../lib/exercise-format')
const { flatten, assertSameStrings, readGlossary, glossaryProblems, headingProblems, styleProblems, guideProblems, messageProblems } = require('./i18n-checks')
const { tableProblems, pointProblems, requirementsOf, locationsOf } = require('./requirements')
const { catalogueOf } = require('../test/learners')
const { commandLine } = require('./command-line')
const { requireProblems, layerProblems } = require('./imports')
const { KEYS: STARTER_FILES_KEYS } = require('../lib/kit/starter-files')

const LIB_TOP_LEVEL_LIMIT = 25
const MANIFEST = 'exercises/manifest.json'

const rel = (file) => path.relative(ROOT, file)
const exists = (...parts) => fs.existsSync(path.join(ROOT, ...parts))
const read = (...parts) => fs.readFileSync(path.join(ROOT, ...parts), 'utf8')
const readJson = (...parts) => JSON.parse(read(...parts))
const folders = (dir) => exists(dir) ? fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : []
const list = (items) => items.map((item) => `"${item}"`).join(', ')

// Every file below `dir` (relative to ROOT) whose name matches `pattern`, node_modules left out.
function filesBelow (dir, pattern = /./) {
  const full = path.join(ROOT, dir)
  if (!fs.existsSync(full)) return []
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return []
    const child = path.join(dir, entry.name)
    return entry.isDirectory() ? filesBelow(child, pattern) : pattern.test(entry.name) ? [child] : []
  })
}

// The manifest's folder names, or null when it cannot be read (the manifest rule says why).
function manifestFolders () {
  try {
    const value = readJson(MANIFEST)
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null
  } catch {
    return null
  }
}

// The exercises whose spec.js loads, with it: [{ exercise, spec }]. Those that do not load are
// the spec-fields rule's to report.
function loadedExercises () {
  if (!manifestFolders()) return []
  return listExercises().flatMap((exercise) => {
    try {
      return exists('exercises', exercise.folder, 'spec.js') ? [{ exercise, spec: exercise.specAsWritten }] : []
    } catch {
      return []
    }
  })
}

// What `speed` is on a 2-core machine (a function is called with ctx.cores = 2), or null.
function speedOf (spec, cores = 2) {
  if (typeof spec.speed !== 'function') return spec.speed || null
  return spec.speed({ cores })
}

// -- the rules ------------------------------------------------------------------------------

function manifestRule () {
  const names = manifestFolders()
  if (!names) return [`${MANIFEST} must be a JSON list of exercise folder names ("01-measure", …): fix its syntax.`]
  const problems = []
  names.forEach((name, index) => {
    const number = String(index + 1).padStart(2, '0')
    if (!/^\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) problems.push(`${MANIFEST}: "${name}" is not a folder name of the form NN-id (two digits, a dash, a lower-case id).`)
    else if (!name.startsWith(number + '-')) problems.push(`${MANIFEST}: "${name}" is number ${index + 1} in the list: name its folders "${number}-${name.slice(3)}", or move it to its place.`)
    for (const tree of ['exercises', 'solutions', 'problems']) {
      if (!exists(tree, name)) problems.push(`${MANIFEST} lists "${name}", but ${tree}/${name}/ does not exist: create it (${FORMAT}, "Adding an exercise").`)
    }
  })
  const ids = names.map((name) => name.replace(/^\d+-/, ''))
  for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i))) problems.push(`${MANIFEST} lists the id "${id}" twice: every exercise needs an id of its own (progress is kept by id).`)
  for (const tree of ['exercises', 'solutions', 'problems']) {
    for (const folder of folders(tree).filter((f) => !names.includes(f))) {
      problems.push(`${tree}/${folder}/ is not in ${MANIFEST}: add "${folder}" to the list in its place, or remove the folder.`)
    }
  }
  return problems
}

function specFieldsRule () {
  if (!manifestFolders()) return []
  const problems = []
  for (const exercise of listExercises()) {
    const where = `exercises/${exercise.folder}/spec.js`
    if (!exists(where)) continue // the files rule says so
    let spec
    try {
      spec = exercise.specAsWritten
    } catch (error) {
      problems.push(`${where} does not load (${String(error.message).split('\n')[0]}): fix it so that require() returns the spec.`)
      continue
    }
    problems.push(...specProblems(spec, where))
    if (kindOf(spec) !== 'server' || typeof spec.speed !== 'function') continue
    let speed
    try {
      speed = speedOf(spec)
    } catch (error) {
      problems.push(`${where}: speed(ctx) throws with ctx.cores = 2 (${error.message}): it may read only ctx.cores before the servers start.`)
      continue
    }
    problems.push(...speedProblems(speed, where))
  }
  return problems
}

function filesRule () {
  if (!manifestFolders()) return []
  const problems = []
  const need = (file, why) => { if (!exists(file)) problems.push(`${file} is missing: add it (${why}).`) }
  for (const exercise of listExercises()) {
    const dir = `exercises/${exercise.folder}`
    need(`${dir}/spec.js`, 'the exercise\'s spec, see ' + FORMAT)
    need(`${dir}/functional.js`, 'the learner\'s functional checks, a node:test file')
    if (exists(dir, 'test.js')) problems.push(`${dir}/test.js: the functional checks are called functional.js: rename it (git mv).`)
    const loaded = loadedExercises().find((item) => item.exercise === exercise)
    if (!loaded) continue
    const { spec } = loaded
    if (typeof spec.submission === 'string') {
      need(`${dir}/starter/${spec.submission}`, 'the file the learner starts from, spec.submission')
      need(`solutions/${exercise.folder}/${spec.submission}`, 'the reference solution of spec.submission')
    }
    if (spec.checks !== undefined) need(`${dir}/checks.js`, 'spec.checks comes from checks.js')
    if (typeof spec.preload === 'string') need(`${dir}/${spec.preload}`, 'spec.preload names it')
    if (typeof spec.service === 'string') need(`${dir}/${spec.service}`, 'spec.service names it: the service the learner\'s server talks to')
    if (exists(dir, 'preload.js') && spec.preload !== 'preload.js') problems.push(`${dir}/preload.js is never loaded: set preload: 'preload.js' in spec.js, or remove the file.`)
    if (kindOf(spec) === 'client') need(`${dir}/target.js`, 'spec.target, the server the learner\'s program is pointed at')
    let speed = null
    try {
      speed = kindOf(spec) === 'server' ? speedOf(spec) : null
    } catch {} // the spec-fields rule says so
    if (speed && speed.baseline && typeof speed.baseline.file === 'string') need(`${dir}/${speed.baseline.file}`, 'speed.baseline.file, the server yours is compared with')
    if (speed && typeof speed.round === 'function') need(`${dir}/round.js`, 'speed.round comes from round.js')
  }
  return problems
}

// A learner who runs the starter by hand installs what its package.json lists (the problem texts'
// `npm install --prefer-offline`): every package the starter or the reference solution requires,
// at the workshop's own version, and autocannon when a text runs `npx autocannon`.
function starterPackagesRule () {
  if (!manifestFolders()) return []
  const problems = []
  const shipped = { ...readJson('package.json').dependencies, ...readJson('package.json').devDependencies }
  for (const exercise of listExercises()) {
    const file = `exercises/${exercise.folder}/starter/package.json`
    if (!exists(file)) {
      problems.push(`${file} is missing: add it, listing the packages the exercise uses.`)
      continue
    }
    const manifest = readJson(file)
    const listed = { ...manifest.dependencies, ...manifest.devDependencies }
    const code = [...filesBelow(`exercises/${exercise.folder}/starter`, /\.(c?m?js)$/), ...filesBelow(`solutions/${exercise.folder}`, /\.(c?m?js)$/)]
    const wanted = new Set()
    for (const source of code) {
      for (const match of read(source).matchAll(/(?:require\(|from |import\()\s*'([^'.][^']*)'/g)) {
        if (match[1].startsWith('node:')) continue
        wanted.add(match[1].startsWith('@') ? match[1].split('/').slice(0, 2).join('/') : match[1].split('/')[0])
      }
    }
    const texts = folders('problems').includes(exercise.folder) ? filesBelow(`problems/${exercise.folder}`, /\.md$/).map((f) => read(f)).join('\n') : ''
    if (texts.includes('npx autocannon')) wanted.add('autocannon')
    for (const name of wanted) {
      if (!listed[name]) problems.push(`${file} does not list ${name}, which the exercise uses: add "${name}": "${shipped[name] || 'its version'}" (by hand, a learner installs only what is listed).`)
      else if (shipped[name] && listed[name] !== shipped[name]) problems.push(`${file} lists ${name} ${listed[name]}, the workshop ships ${shipped[name]}: use the same version.`)
    }
  }
  return problems
}

function textsRule () {
  if (!manifestFolders()) return []
  const problems = []
  for (const exercise of listExercises()) {
    for (const lang of LANGUAGES) {
      for (const name of [`problem.${lang}.md`, `hints.${lang}.md`, `messages.${lang}.json`]) {
        if (!exists('problems', exercise.folder, name)) problems.push(`problems/${exercise.folder}/${name} is missing: add it${lang === 'en' ? '' : `, translated from ${name.replace(`.${lang}.`, '.en.')}`}.`)
      }
    }
  }
  return problems
}

// The message keys an exercise's own code reports: `key: '…'` and `skip: '…'` in its spec,
// checks, round and expected files, and those of a check of the kit's it uses
// (starterFilesKept); t('…') in its functional checks.
function reportedKeys (exercise) {
  const keys = []
  for (const name of ['spec.js', 'checks.js', 'round.js', 'expected.js']) {
    if (!exists('exercises', exercise.folder, name)) continue
    const source = read('exercises', exercise.folder, name)
    for (const match of source.matchAll(/\b(?:key|skip): '([\w.]+)'/g)) keys.push({ key: match[1], file: name })
    if (/\bstarterFilesKept\(/.test(source)) keys.push(...STARTER_FILES_KEYS.map((key) => ({ key, file: name })))
  }
  if (exists('exercises', exercise.folder, 'functional.js')) {
    for (const match of read('exercises', exercise.folder, 'functional.js').matchAll(/\bt\('([\w.]+)'/g)) keys.push({ key: match[1], file: 'functional.js', shared: true })
  }
  return keys
}

function messagesRule () {
  if (!manifestFolders()) return []
  const problems = []
  const ui = exists('i18n', 'en.json') ? new Map(flatten(readJson('i18n', 'en.json'))) : new Map()
  for (const { exercise, spec } of loadedExercises()) {
    const dir = `problems/${exercise.folder}`
    if (!exists(dir, 'messages.en.json')) continue // the texts rule says so
    let english
    try {
      english = new Map(flatten(readJson(dir, 'messages.en.json')))
    } catch (error) {
      problems.push(`${dir}/messages.en.json is not valid JSON (${error.message}): fix it.`)
      continue
    }
    const needed = ['title']
    let speed = null
    try {
      speed = kindOf(spec) === 'server' ? speedOf(spec) : null
    } catch {}
    if (speed && !speed.skip) needed.push('baseline', 'baseline_short')
    for (const key of needed) {
      if (!english.has(key)) problems.push(`${dir}/messages.en.json has no "${key}": add it (${key === 'title' ? 'the title the list and the menu show' : 'the name of the server yours is compared with'}).`)
    }
    for (const { key, file, shared } of reportedKeys(exercise)) {
      if (!english.has(`checks.${key}`) && !(shared && ui.has(key))) {
        problems.push(`${dir}/messages.en.json has no "checks.${key}", which exercises/${exercise.folder}/${file} reports: add the sentence (then translate it).`)
      }
    }
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      if (!exists(dir, `messages.${lang}.json`)) continue
      try {
        assertSameStrings(path.join(ROOT, dir, 'messages.en.json'), path.join(ROOT, dir, `messages.${lang}.json`), ROOT)
      } catch (error) {
        problems.push(`${error.message.split('\n')[0]}: make its keys and {{placeholders}} those of messages.en.json.`)
      }
    }
  }
  return problems
}

function hintsRule () {
  if (!manifestFolders()) return []
  const problems = []
  for (const exercise of listExercises()) {
    const dir = `problems/${exercise.folder}`
    if (!exists(dir, 'hints.en.md')) continue
    const english = hintLevels(read(dir, 'hints.en.md')).length
    for (const lang of LANGUAGES.filter((l) => l !== 'en' && exists(dir, `hints.${l}.md`))) {
      const count = hintLevels(read(dir, `hints.${lang}.md`)).length
      if (count !== english) problems.push(`${dir}/hints.${lang}.md has ${count} hint levels, hints.en.md ${english}: give it the same levels (separated by lines of "---").`)
    }
  }
  return problems
}

function readingRule () {
  const problems = []
  const sourcesFile = 'i18n/articles/sources.json'
  let sources = {}
  try {
    sources = readJson(sourcesFile)
  } catch (error) {
    return [`${sourcesFile} is not valid JSON (${error.message}): fix it.`]
  }
  for (const [id, source] of Object.entries(sources)) {
    for (const field of ['url', 'title', 'author']) {
      if (!source[field]) problems.push(`${sourcesFile}: "${id}" has no ${field}: add the original's ${field}.`)
    }
    for (const lang of LANGUAGES) {
      const file = `i18n/articles/${id}.${lang}.md`
      if (!exists(file)) problems.push(`${file} is missing: write the reading${lang === 'en' ? '' : ` (translated from ${id}.en.md)`}.`)
      else if (source.url && !read(file).includes(source.url)) problems.push(`${file} does not link to the original, ${source.url}: add the link.`)
    }
  }
  for (const name of fs.existsSync(path.join(ROOT, 'i18n', 'articles')) ? fs.readdirSync(path.join(ROOT, 'i18n', 'articles')) : []) {
    const id = name.replace(/\.en\.md$/, '')
    if (id !== name && !sources[id]) problems.push(`i18n/articles/${name} is not in ${sourcesFile}: add "${id}" with the original's url, title and author.`)
  }
  for (const { exercise, spec } of loadedExercises()) {
    if (typeof spec.reading === 'string' && !sources[spec.reading]) {
      problems.push(`exercises/${exercise.folder}/spec.js: reading "${spec.reading}" is not in ${sourcesFile}: name one of ${list(Object.keys(sources))}, or add the article.`)
    }
  }
  return problems
}

// The last section of every problem text: "## Background reading" (as the glossary renders it),
// with the reading command and a link to the original.
function backgroundSectionRule () {
  const problems = []
  const term = readGlossary().find((row) => row.english.includes('background reading'))
  const headings = { en: 'Background reading', 'zh-cn': term && term['zh-cn'], ko: term && term.ko }
  let sources = {}
  try {
    sources = readJson('i18n', 'articles', 'sources.json')
  } catch {} // the reading rule says so
  for (const { exercise, spec } of loadedExercises()) {
    const source = sources[spec.reading]
    for (const lang of LANGUAGES) {
      const file = `problems/${exercise.folder}/problem.${lang}.md`
      if (!exists(file)) continue
      const sections = read(file).split(/^## /m)
      const last = sections.length > 1 ? sections[sections.length - 1] : ''
      if (last.split('\n')[0].trim() !== headings[lang]) {
        problems.push(`${file} must end with a section "## ${headings[lang]}" that names \`node-perf-workshop reading\` and links to the original: add it as its last section.`)
        continue
      }
      if (!last.includes('`node-perf-workshop reading`')) problems.push(`${file}: its "## ${headings[lang]}" section must name \`node-perf-workshop reading\`: add it.`)
      if (source && !last.includes(source.url)) problems.push(`${file}: its "## ${headings[lang]}" section must link to the original, ${source.url}: add it.`)
    }
  }
  return problems
}

// Every server a starter, a solution or a baseline variant starts listens on 127.0.0.1: each
// .listen(…) call names it, and so does a hapi server's host.
function loopbackRule () {
  if (!manifestFolders()) return []
  const problems = []
  const code = /\.(c?m?js)$/
  const files = listExercises().flatMap((exercise) => [
    ...filesBelow(`exercises/${exercise.folder}`, code).filter((file) => !/^exercises\/[^/]+\/[^/]+$/.test(file)),
    ...filesBelow(`solutions/${exercise.folder}`, code)
  ])
  for (const file of files) {
    const text = read(file).replace(/^\s*\/\/.*$/gm, '')
    for (const match of text.matchAll(/\.listen\(|\bserver\(\s*\{/g)) {
      let depth = 0
      let end = match.index + match[0].indexOf('(')
      for (; end < text.length; end++) {
        if (text[end] === '(') depth++
        if (text[end] === ')' && --depth === 0) break
      }
      const call = text.slice(match.index, end + 1)
      if (!call.includes('127.0.0.1')) {
        const line = text.slice(0, match.index).split('\n').length
        problems.push(`${file}:${line} starts a server without '127.0.0.1': bind it there, e.g. .listen(process.env.PORT, '127.0.0.1') (the server contract).`)
      }
    }
  }
  return problems
}

function stampsRule () {
  return translationReport(ROOT).filter((item) => item.status !== 'fresh').map((item) => {
    const file = rel(item.file)
    const english = rel(item.english)
    if (item.status === 'missing') return `${file} is missing: translate ${english}, then run node scripts/translations.js stamp ${file}.`
    if (item.status === 'unstamped') return `${file} does not record the English it translates: check it against ${english}, then run node scripts/translations.js stamp ${file}.`
    return `${file} is older than ${english}: update the translation, then run node scripts/translations.js stamp ${file}.`
  })
}

function glossaryRule () {
  return [...glossaryProblems(ROOT), ...headingProblems(ROOT), ...styleProblems(ROOT)].map((problem) => `${problem} (i18n/GLOSSARY.md).`)
}

// The style guides (i18n/STYLE.zh-cn.md, i18n/STYLE.ko.md), what of them can be checked; and check
// messages as plain text, in every language.
function styleGuideRule () {
  return [...guideProblems(ROOT), ...messageProblems(ROOT).map((problem) => `${problem} (i18n/STYLE.<lang>.md, "Messages").`)]
    .map((problem) => (problem.endsWith('.') ? problem : `${problem}.`))
}

// i18n/<lang>.json: the same keys and placeholders in every language, and every message key
// that lib/ names literally (t('…'), new LearnerError('…')) exists.
function uiStringsRule () {
  const problems = []
  for (const lang of LANGUAGES.filter((l) => l !== 'en' && exists('i18n', `${l}.json`))) {
    try {
      assertSameStrings(path.join(ROOT, 'i18n', 'en.json'), path.join(ROOT, 'i18n', `${lang}.json`), ROOT)
    } catch (error) {
      problems.push(`${error.message.split('\n')[0]}: make its keys and {{placeholders}} those of i18n/en.json.`)
    }
  }
  const english = new Map(flatten(readJson('i18n', 'en.json')))
  for (const file of filesBelow('lib', /\.js$/)) {
    const text = read(file)
    for (const match of text.matchAll(/\b(?:t|translate)\('([a-z_]+(?:\.[\w-]+)+)'|new (?:LearnerError|WorkshopError)\('([\w.-]+)'/g)) {
      const key = match[1] || match[2]
      if (!english.has(key)) problems.push(`${file} names the message "${key}", which i18n/en.json does not have: add it (and translate it).`)
    }
  }
  return problems
}

// The registry of commands (lib/commands/registry.js) against the command files, the help text,
// the menu's labels and the flags the commands read.
function commandsRule () {
  const problems = []
  const english = new Map(flatten(readJson('i18n', 'en.json')))
  const registered = COMMANDS.map((command) => command.name)
  const helpers = ['index.js', 'define.js', 'shared.js', 'registry.js']
  for (const file of fs.readdirSync(path.join(ROOT, 'lib', 'commands')).filter((name) => name.endsWith('.js') && !helpers.includes(name))) {
    if (!registered.includes(file.replace(/\.js$/, ''))) problems.push(`lib/commands/${file} is not in lib/commands/registry.js: add an entry for it, or remove the file.`)
  }
  for (const name of registered) {
    if (!exists('lib', 'commands', `${name}.js`)) {
      problems.push(`lib/commands/registry.js lists "${name}", but lib/commands/${name}.js does not exist: add it.`)
      continue
    }
    for (const match of read('lib', 'commands', `${name}.js`).matchAll(/require\('\.\/([\w-]+)'\)/g)) {
      if (registered.includes(match[1])) problems.push(`lib/commands/${name}.js imports the command ${match[1]}: commands never import each other; move what both need to lib/commands/shared.js.`)
    }
  }
  for (const { section, keys } of helpSections()) {
    if (!english.has(`help.sections.${section}`)) problems.push(`i18n/en.json has no help.sections.${section}: add the heading of that part of \`help\`.`)
    for (const key of keys) {
      if (!english.has(`help.commands.${key}`)) problems.push(`i18n/en.json has no help.commands.${key}: add the command's line in \`help\`.`)
    }
  }
  for (const name of menuExtras()) {
    if (!english.has(`menu.${name}`)) problems.push(`i18n/en.json has no menu.${name}: add the menu entry's label.`)
  }
  const declared = Object.keys(declaredFlags())
  for (const file of filesBelow('lib', /\.js$/)) {
    for (const match of read(file).matchAll(/\bflags(?:\.([\w]+)|\['([\w-]+)'\])/g)) {
      const flag = match[1] || match[2]
      if (!declared.includes(flag)) problems.push(`${file} reads the flag --${flag}, which no command declares: add it to the command's flags in lib/commands/registry.js.`)
    }
  }
  return problems
}

// An exercise's own code imports the engine only through lib/kit (functional.js: lib/kit/check-kit).
function kitOnlyRule () {
  const problems = []
  for (const file of filesBelow('exercises', /\.(c?m?js)$/).filter((f) => /^exercises\/[^/]+\/[^/]+$/.test(f))) {
    for (const match of read(file).matchAll(/require\('((?:\.\.\/)+lib\/[^']*)'\)/g)) {
      const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), match[1]))
      // functional.js runs in a process of its own; a preload runs inside the learner's server,
      // where only the counter's small module belongs, and the node:sqlite hooks for the preloads
      // that watch it (not autocannon, which lib/kit loads); expected.js is shared by both sides,
      // so it too keeps to the counter.
      const allowed = {
        'functional.js': ['lib/kit/check-kit', 'lib/kit/counter'],
        'preload.js': ['lib/kit/counter', 'lib/kit/sqlite-hooks', 'lib/kit/crypto-hooks'],
        'expected.js': ['lib/kit/counter']
      }[path.basename(file)] || ['lib/kit']
      if (!allowed.includes(target)) problems.push(`${file} requires ${target}: import it from ${allowed[0]} (what exercises may use; add it there if it is missing).`)
    }
  }
  return problems
}

// What crosses from the learner's server to a check goes through lib/kit/counter.js: an
// exercise's own files open no socket server, connect to no socket path and build none by hand
// (a TCP client for HTTP, net.connect(port, host), is not such a socket).
function counterSocketRule () {
  const problems = []
  for (const file of filesBelow('exercises', /\.(c?m?js)$/).filter((f) => /^exercises\/[^/]+\/[^/]+$/.test(f))) {
    const lines = read(file).split('\n')
    lines.forEach((line, at) => {
      const code = line.replace(/\/\/.*$/, '')
      const where = `${file}:${at + 1}`
      const connect = code.match(/\bnet\.(?:connect|createConnection)\(([^)]*)/)
      if (/\bnet\.createServer\(/.test(code)) problems.push(`${where} opens a socket server of its own: serve the counter with serveCounter(socketPath, handlers) from lib/kit/counter.js.`)
      else if (connect && !/port/i.test(connect[1])) problems.push(`${where} connects to a socket of its own: ask the counter with askCounter(socketPath, command) from lib/kit.`)
      else if (/\.sock\b['`]|\\\\pipe\\\\/.test(code)) problems.push(`${where} builds a socket path by hand: use counterSocketPath(ctx.tmpDir, name) from lib/kit/counter.js.`)
    })
  }
  return problems
}

function figuresRule () {
  const file = 'bench/figures.json'
  let figures
  try {
    figures = readJson(file)
  } catch (error) {
    return [`${file} is not valid JSON (${error.message}): fix it.`]
  }
  const problems = []
  const entries = figures.exercises || {}
  for (const { exercise, spec } of loadedExercises()) {
    const entry = entries[exercise.folder]
    if (!entry) {
      problems.push(`${file} has no entry for ${exercise.folder}: add one with its threshold and the figures its texts quote (measured, with their setup).`)
      continue
    }
    let expected
    try {
      const speed = kindOf(spec) === 'server' ? speedOf(spec) : null
      if (speed && !speed.skip && !SPEED_FIELDS.threshold.valid(speed.threshold)) continue // the spec-fields rule says so
      // A speed that is a function: its threshold on 2 cores and its cap (06), one number when
      // they are the same (03's, a function of ctx for its rounds).
      const [two, cap] = typeof spec.speed === 'function' ? [2, 64].map((cores) => speedOf(spec, cores).threshold) : []
      expected = typeof spec.speed === 'function' ? (two === cap ? two : [two, cap]) : speed ? speed.threshold : undefined
    } catch {
      continue // the spec-fields rule says so
    }
    if (JSON.stringify(entry.threshold) !== JSON.stringify(expected)) {
      problems.push(`${file}: the threshold of ${exercise.folder} is ${JSON.stringify(entry.threshold)}, its spec.js says ${JSON.stringify(expected)}: make them the same (the threshold rule is in docs/ARCHITECTURE.md).`)
    }
  }
  const listed = manifestFolders() || []
  for (const folder of Object.keys(entries).filter((f) => !listed.includes(f))) problems.push(`${file} has an entry for ${folder}, which is not in ${MANIFEST}: remove it, or add the exercise.`)
  return problems
}

// Every statement of a problem text has a row in the exercise's requirement table, with the check
// that fails when only it is broken and the catalogue half-fix that breaks it alone
// (scripts/requirements.js; exercises/README.md, "The requirement table").
function requirementsRule () {
  const problems = []
  const ui = exists('i18n', 'en.json') ? new Map(flatten(readJson('i18n', 'en.json'))) : new Map()
  for (const { exercise, spec } of loadedExercises()) {
    const ownKeys = new Set(reportedKeys(exercise).map(({ key }) => `exercises.${exercise.id}.checks.${key}`))
    // A shared verdict key (verdict.fail_speed…), or for a client exercise what the engine's
    // runner says of the learner's program (client.timed_out: it did not exit).
    const shared = kindOf(spec) === 'client' ? /^(verdict\.fail_|client\.)/ : /^verdict\.fail_/
    const reported = (key) => ownKeys.has(key) || (shared.test(key) && ui.has(key))
    try {
      problems.push(...tableProblems(exercise, { reported, catalogue: catalogueOf(exercise) }))
      const english = exists('problems', exercise.folder, 'messages.en.json') ? new Map(flatten(readJson('problems', exercise.folder, 'messages.en.json'))) : new Map()
      problems.push(...pointProblems(exercise, { english }))
    } catch (error) {
      problems.push(`exercises/${exercise.folder}/requirements.js or its catalogue does not load (${String(error.message).split('\n')[0]}): fix it.`)
    }
  }
  return problems
}

function verdictTestsRule () {
  const problems = []
  for (const exercise of manifestFolders() ? listExercises() : []) {
    const file = `test/exercises/${exercise.folder}.test.js`
    if (!exists(file)) problems.push(`${file} is missing: add it, with verdictTests({ id: '${exercise.id}', reason: … }) (the reference solution passes, the starter fails for its reason).`)
    else if (!read(file).includes(`verdictTests({ id: '${exercise.id}'`)) problems.push(`${file} does not call verdictTests({ id: '${exercise.id}', … }): add it.`)
  }
  return problems
}

// README's table of exercises and the instructor guide's agenda name every exercise.
function docsRowsRule () {
  const problems = []
  const readme = exists('README.md') ? read('README.md') : ''
  const guides = fs.existsSync(path.join(ROOT, 'docs')) ? fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => /^INSTRUCTOR(\.[\w-]+)?\.md$/.test(name)) : []
  for (const exercise of manifestFolders() ? listExercises() : []) {
    if (!readme.includes(`| ${exercise.number} | ${exercise.id} |`)) problems.push(`README.md has no row "| ${exercise.number} | ${exercise.id} | …" in its table of exercises: add it (what the learner changes, and the threshold).`)
    for (const guide of guides) {
      if (!read('docs', guide).includes(`${exercise.number} ${exercise.id}`)) problems.push(`docs/${guide} does not name "${exercise.number} ${exercise.id}": add it to the agenda (and to its notes on alternatives, where there are any).`)
    }
  }
  return problems
}

function layoutRule () {
  const problems = []
  const top = fs.readdirSync(path.join(ROOT, 'lib'), { withFileTypes: true }).filter((entry) => entry.isFile())
  if (top.length > LIB_TOP_LEVEL_LIMIT) problems.push(`lib/ holds ${top.length} files at its top level (at most ${LIB_TOP_LEVEL_LIMIT}): put the new one in the folder of its subsystem (docs/ARCHITECTURE.md, "Layout").`)
  const outside = 'DESIGN' + ' §' // the first round's design document, not in this repository
  const texts = [...['lib', 'exercises', 'solutions', 'problems', 'i18n', 'docs', 'test', 'bench', 'scripts', 'bin', '.ci'].flatMap((dir) => filesBelow(dir, /\.(c?m?js|md|json|sh)$|^run$/)), 'README.md']
  for (const file of texts.filter((f) => exists(f))) {
    if (read(file).includes(outside)) problems.push(`${file} refers to "${outside}…", a document that is not in this repository: point to docs/ARCHITECTURE.md instead.`)
  }
  // Every field of the exercise format has its row in exercises/README.md.
  const format = exists(FORMAT) ? read(FORMAT) : ''
  for (const field of Object.keys(SPEC_FIELDS)) {
    if (!format.includes(`| \`${field}\` |`)) problems.push(`${FORMAT} has no row for the spec field \`${field}\`: document it (type, default, example).`)
  }
  for (const field of Object.keys(SPEED_FIELDS)) {
    if (!format.includes(`| \`speed.${field}\` |`)) problems.push(`${FORMAT} has no row for \`speed.${field}\`: document it (type, default, example).`)
  }
  return problems
}

// The workshop's own code: what it runs, its tools and its tests. Not the submissions of
// test/learners/ and test/fixtures/, which are laid over a starter and require its files.
let code = null // read once for the rules that read it
function codeFiles () {
  return code || (code = ['lib', 'bin', 'scripts', 'exercises', 'solutions', 'bench', 'test'].flatMap((dir) => filesBelow(dir, /\.(c?m?js)$/))
    .filter((file) => !/^test\/(learners|fixtures)\//.test(file))
    .map((file) => ({ file: file.split(path.sep).join('/'), source: read(file) })))
}

function requiresRule () {
  return requireProblems(ROOT, codeFiles())
}

function layersRule () {
  return layerProblems(ROOT, codeFiles().filter(({ file }) => file.startsWith('lib/')), exists('docs/ARCHITECTURE.md') ? read('docs/ARCHITECTURE.md') : '')
}

// bench/RESULTS.md is the page bench/results-page.js makes of bench/results/ (never edited by
// hand), and every figure of bench/figures.json that names its source result agrees with it.
function resultsRule () {
  const { renderPage, figureSourceProblems } = require('../bench/results-page')
  const { readResults } = require('../bench/results')
  const results = readResults()
  const problems = []
  if (!exists('bench/RESULTS.md') || read('bench/RESULTS.md') !== renderPage(results)) {
    problems.push('bench/RESULTS.md is not what bench/results/ makes: run node bench/results-page.js (the page is never edited by hand; a measurement goes into bench/results/ with its tool\'s --save).')
  }
  return [...problems, ...figureSourceProblems(readJson('bench/figures.json'), results)]
}

// What scripts/new-exercise.js left for a person to write: every line holding its marker, in the
// files an exercise owns and the rows it adds to shared files (the scripts and the format's own
// documentation name the marker, and are not drafts).
const TODO_MARKER = 'TODO(new-exercise)'
// Rules whose findings about a file that still holds the marker are part of the draft (a
// translation not written or stamped yet, a requirement row not written yet), not problems.
const DRAFT_RULES = new Set(['stamps', 'glossary', 'style-guide', 'requirements'])
// Of those, the rules about how a translation reads: of a draft, they are not even a to-do.
const WRITING_RULES = new Set(['glossary', 'style-guide'])

function draftFiles () {
  return [
    ...['exercises', 'solutions', 'problems', 'test/learners', 'test/exercises', 'i18n/articles'].flatMap((dir) => filesBelow(dir, /\.(c?m?js|md|json)$/)),
    'bench/figures.json', 'README.md', ...filesBelow('docs', /^INSTRUCTOR/)
  ].filter((file) => file !== FORMAT && exists(file))
}

const holdsMarker = (file) => exists(file) && fs.statSync(path.join(ROOT, file)).isFile() && read(file).includes(TODO_MARKER)

// One to-do per file: how many places, and the first.
function todoList () {
  return draftFiles().flatMap((file) => {
    const lines = read(file).split('\n').map((text, at) => ({ text: text.trim(), line: at + 1 })).filter(({ text }) => text.includes(TODO_MARKER))
    if (lines.length === 0) return []
    const first = lines[0].text.replace(/^[-*#/|\s]+/, '').slice(0, 90)
    return [`${file}:${lines[0].line}${lines.length > 1 ? ` (and ${lines.length - 1} more)` : ''}: ${first}`]
  })
}

// Whether a rule's finding is part of a draft: it names a file that still holds the marker.
function isDraftFinding (ruleId, finding) {
  if (!DRAFT_RULES.has(ruleId)) return false
  return [...finding.matchAll(/[\w.-]+(?:\/[\w.-]+)+\.(?:md|json|c?m?js)\b/g)].some((match) => holdsMarker(match[0]))
}

const RULES = [
  { id: 'manifest', what: 'exercises/manifest.json and the folders in exercises/, solutions/ and problems/ agree', run: manifestRule },
  { id: 'spec-fields', what: 'every spec.js loads and exports only known fields of the right type, the required ones included (speed too)', run: specFieldsRule },
  { id: 'files', what: 'every exercise has the files of its kind: spec, functional checks, starter, solution, and checks.js, preload.js, round.js, target.js, the service where its spec uses them', run: filesRule },
  { id: 'starter-packages', what: 'each starter\'s package.json lists, at the workshop\'s versions, what its starter and solution require (and autocannon where a text runs npx autocannon)', run: starterPackagesRule },
  { id: 'texts', what: 'problem, hints and messages exist in every language', run: textsRule },
  { id: 'messages', what: 'messages have a title (and the baseline\'s names), every key the exercise\'s code reports, the same keys and placeholders in every language', run: messagesRule },
  { id: 'hints', what: 'every language has as many hint levels as the English', run: hintsRule },
  { id: 'reading', what: 'every exercise names a reading that exists in every language and links to its original', run: readingRule },
  { id: 'background-section', what: 'every problem text ends with the background-reading section', run: backgroundSectionRule },
  { id: 'loopback', what: 'starters, solutions and baseline variants listen on 127.0.0.1', run: loopbackRule },
  { id: 'stamps', what: 'every translation is stamped with the English it translates, and that is the current English', run: stampsRule },
  { id: 'glossary', what: 'translations use the glossary\'s terms, headings and style rules (no Korean fallback particle, no English word the glossary translates, 10% without a space, Chinese quotes)', run: glossaryRule },
  { id: 'style-guide', what: 'translations follow i18n/STYLE.<lang>.md where it can be checked (the English paragraphs and their sentences, one phrasing per recurring sentence, the workshop\'s voice, 倍/배 or × in a sentence, Chinese punctuation, Korean 에게, brackets and titles); check messages are plain text', run: styleGuideRule },
  { id: 'ui-strings', what: 'i18n/<lang>.json agree, and every message key lib/ names exists', run: uiStringsRule },
  { id: 'commands', what: 'the registry of commands, the command files, their help lines, menu labels and flags agree; commands import no other command', run: commandsRule },
  { id: 'requires', what: 'every relative require() of lib/, bin/, scripts/, exercises/, solutions/, bench/ and test/ loads a file that is there', run: requiresRule },
  { id: 'layers', what: 'the parts of lib/ import one way, down the list of docs/ARCHITECTURE.md ("Dependencies")', run: layersRule },
  { id: 'kit-only', what: 'exercises import the engine only through lib/kit', run: kitOnlyRule },
  { id: 'counter-socket', what: 'the socket between a preload and its check is lib/kit/counter.js\'s: no net.createServer, socket connection or hand-built socket path in an exercise\'s own files', run: counterSocketRule },
  { id: 'figures', what: 'bench/figures.json has an entry per exercise with the spec\'s threshold', run: figuresRule },
  { id: 'results', what: 'bench/RESULTS.md is what bench/results-page.js makes of bench/results/, and a figure that names its source result agrees with it', run: resultsRule },
  { id: 'requirements', what: 'every requirement a problem text states has a row: the check that fails when only it is broken, the evidence its FAIL shows, the catalogue half-fix that breaks it alone, the checks that decide it (for reports) and its title; every bound a text states, the submission just past it', run: requirementsRule },
  { id: 'verdict-tests', what: 'every exercise has its verdict tests in test/exercises/', run: verdictTestsRule },
  { id: 'docs-rows', what: 'README\'s table and the instructor guides name every exercise', run: docsRowsRule },
  { id: 'layout', what: 'lib/ keeps at most 25 files at its top level, nothing refers to the first round\'s design document, and exercises/README.md documents every spec field', run: layoutRule }
]

// `--requirements`: each exercise's table, as a contributor reads it.
function printRequirements () {
  for (const { exercise } of loadedExercises()) {
    const rows = requirementsOf(exercise)
    console.log(`\n${exercise.folder}${rows ? '' : ': no requirement table yet'}`)
    for (const row of rows || []) {
      const where = locationsOf(row).join(', ')
      const how = row.guidance !== undefined ? `guidance: ${row.guidance}` : `${row.check}  ← ${row.halfFix}`
      console.log(`  ${row.id.padEnd(28)} ${where.padEnd(20)} ${how}`)
      for (const bound of row.bounds || []) {
        console.log(`  ${''.padEnd(28)} ${''.padEnd(20)} bound ${bound.value}: ${bound.none ? `no submission just past it: ${bound.none}` : `just past it ${[].concat(bound.past).join(', ')}`}`)
      }
      if (row.evidence) console.log(`  ${''.padEnd(28)} ${''.padEnd(20)} evidence: ${row.evidence}`)
    }
  }
}

const USAGE = `
node scripts/check.js                 check this checkout (npm run check): exit 0 when every rule
                                      holds, 1 when something is broken, 2 when a draft has to-dos
node scripts/check.js --rules         list the rules
node scripts/check.js --requirements  print every exercise's requirement table`

function main () {
  const { values } = commandLine({ usage: USAGE, options: { rules: { type: 'boolean' }, requirements: { type: 'boolean' } } })
  if (values.requirements) return printRequirements()
  if (values.rules) {
    for (const rule of RULES) console.log(`${rule.id.padEnd(20)} ${rule.what}`)
    return
  }
  const started = Date.now()
  const problems = []
  const drafted = []
  for (const rule of RULES) {
    let found
    try {
      found = rule.run()
    } catch (error) {
      found = [`the rule itself failed (${error.message}): fix what it reads, or the rule in scripts/check.js.`]
    }
    for (const finding of found) {
      // A translation still holding the marker is not written yet: its glossary comes after.
      if (!isDraftFinding(rule.id, finding)) problems.push(`[${rule.id}] ${finding}`)
      else if (!WRITING_RULES.has(rule.id)) drafted.push(`[${rule.id}] ${finding}`)
    }
  }
  const todos = [...todoList(), ...drafted]
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (problems.length === 0) {
    console.log(`structure ok: ${RULES.length} rules, ${manifestFolders().length} exercises, ${seconds} s`)
    if (todos.length === 0) return
    console.log(`\nStill to write (a draft made by scripts/new-exercise.js: ${TODO_MARKER} and what depends on it):`)
    for (const todo of todos) console.log(`  ☐ ${todo}`)
    console.log(`\n${todos.length} to-do${todos.length === 1 ? '' : 's'}: not ready for main (exit code 2: npm test and CI fail until none is left). The steps: ${FORMAT}, "Adding an exercise".`)
    process.exitCode = 2
    return
  }
  for (const problem of problems) console.log(`✗ ${problem}`)
  console.log(`\n${problems.length} structural problem${problems.length === 1 ? '' : 's'} (${RULES.length} rules, ${seconds} s). The rules: node scripts/check.js --rules; the exercise format: ${FORMAT}.`)
  if (todos.length > 0) console.log(`(and ${todos.length} to-do${todos.length === 1 ? '' : 's'} of a draft, listed once the structure holds)`)
  process.exitCode = 1
}

main()
