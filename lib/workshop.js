'use strict'
// Builds the workshop on workshopper-adventure 7.0.0 (learnyounode's framework) and runs one
// command line (docs/ARCHITECTURE.md, "Commands"). Where 7.0.0 misbehaves we replace the part, through its own
// extension points (menuFactory, commands):
//   - the menu crashes without a TTY (setRawMode): our menuFactory returns null there;
//   - `update` runs `npm install -g` without asking: removed;
//   - no `solution` command: added; `next` does not select: ours does;
//   - `print` substitutes {name} and $UPPER inside problem text and crashes on {languages}:
//     ours prints the markdown as written;
//   - `select 2` counts from 0 and a missing submission prints a stack: ours count from 1 and
//     explain in one sentence.
const fs = require('node:fs')
const path = require('node:path')
const { parseArgs } = require('node:util')
const { ROOT, listExercises } = require('./exercises')
const { LANGUAGES, createTranslator, normaliseLang, langFromEnvironment } = require('./i18n')
const { createProgress } = require('./progress')
const { createOutput } = require('./text/output')
const { whenInterrupted } = require('./harness/children')
const { nodeVersion } = require('./node-support')
const commands = require('./commands')
const { declaredFlags, flagsOf } = require('./commands/registry')
const { NAME } = require('./names')
const { command } = require('./invocation')

// The menu's code is loaded only when a menu is drawn.
function createMenuFactory () {
  const options = { width: 73, x: 2, y: 2 } // workshopper-adventure sets options.selected, the menu command options.width
  return {
    options,
    create: (data) => (process.stdin.isTTY && process.stdout.isTTY ? require('simple-terminal-menu/factory')(options, {}).create(data) : null)
  }
}

// Every flag is declared in the registry of commands (lib/commands/registry.js).
function parseArguments (argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: declaredFlags()
  })
  return { flags: values, positionals }
}

// The shell of workshopper-adventure, made when a command needs it (the menu, lang, and its own
// commands that we keep: version, completed, credits): loading it costs a tenth of a second of
// CPU, which every other command is spared.
function createShop (context) {
  const workshopper = require('workshopper-adventure')
  const shop = workshopper({
    name: NAME,
    appDir: ROOT,
    languages: LANGUAGES,
    defaultLang: langFromEnvironment(),
    menuFactory: createMenuFactory(),
    commands: commands.definitions
  })
  shop.cli.commands = shop.cli.commands.filter((command) => !command.aliases.includes('update'))
  shop.cli.modifiers = [] // --lang, --version and --help are read by parseArguments
  for (const exercise of listExercises()) shop.add({ name: exercise.id, fn: () => ({}) })
  shop.context = context
  return shop
}

// The learner's language as workshopper-adventure chooses it when it starts, files and all: the
// one stored in ~/.config/<name>/lang.json, else in ~/.config/workshopper/lang.json (shared by
// NodeSchool workshops), else the system's; written back to both, as it does, so that a shell
// made later (or another workshop) reads the same.
function storedLanguage () {
  const home = process.env.HOME || process.env.USERPROFILE
  const file = (folder) => path.join(home, '.config', folder, 'lang.json')
  const read = (name) => {
    try {
      return JSON.parse(fs.readFileSync(name, 'utf8'))
    } catch {
      return null
    }
  }
  const data = read(file(NAME)) || read(file('workshopper')) || {}
  data.selected = LANGUAGES.includes(data.selected) ? data.selected : langFromEnvironment()
  for (const folder of ['workshopper', NAME]) {
    try {
      fs.mkdirSync(path.dirname(file(folder)), { recursive: true })
      fs.writeFileSync(file(folder), JSON.stringify(data, null, 2))
    } catch {}
  }
  return data.selected
}

function createContext (flags = {}) {
  // With --reporter (verify, grade), stdout carries only the TAP or JUnit report: the terminal's
  // text, notes and errors included, goes to stderr.
  const out = createOutput(flags.reporter !== undefined ? process.stderr : process.stdout)
  let shop = null
  const language = storedLanguage()
  const context = {
    flags,
    out,
    langOverride: null,
    get shop () {
      shop = shop || createShop(context)
      return shop
    },
    lang: () => context.langOverride || (shop ? shop.i18n.lang() : language),
    t: () => createTranslator(context.lang()),
    progress: createProgress({
      onProblem: (kind, params) => out.note(context.t()(`progress.${kind}`, params))
    })
  }
  whenInterrupted(() => {
    out.endStatus()
    out.line('\n' + context.t()('cli.interrupted'))
  })
  return context
}

// A positional as workshopper-adventure hands it to a command (minimist's: a number is a Number).
const asHandedOn = (arg) => (/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/.test(arg) || /^0x[0-9a-f]+$/i.test(arg) ? Number(arg) : arg)

function main (argv) {
  const { flags, positionals } = parseArguments(argv)
  const context = createContext(flags)
  const { out } = context
  if (flags.lang !== undefined) {
    const lang = normaliseLang(flags.lang)
    if (!lang) {
      out.error(context.t()('lang.unknown', { lang: String(flags.lang), languages: LANGUAGES.join(', ') }))
      process.exitCode = 1
      return
    }
    context.langOverride = lang // for this command only; `lang <code>` keeps a choice
  }
  // An end-of-life or untested Node.js: one line first, so that what follows is not a surprise.
  const support = nodeVersion()
  if (support.status !== 'ok') out.note(context.t()(`preflight.${support.key}`, support.params))
  let args = positionals
  if (flags.version) args = ['version']
  else if (flags.help) args = ['help']
  // One of ours runs straight from the registry, as workshopper-adventure would run it.
  const ours = args.length > 0 && commands.commandNamed(args[0])
  if (ours) {
    // A flag another command reads is a command given wrongly here (grade --route), not ignored;
    // verify and grade say so with their exit code for it, as CI reads them.
    const foreign = Object.keys(flags).find((name) => !(name in flagsOf(ours)))
    if (foreign) {
      out.error(context.t()('cli.flag_not_for', { flag: foreign, command: ours.name, name: command() }))
      process.exitCode = ['verify', 'grade'].includes(ours.name) ? require('./verify/judge').EXIT_CODES.usage : 1
      return
    }
    return commands.run(context, ours, args.slice(1).map(asHandedOn))
  }
  if (args.length > 0 && !context.shop.cli.getCommand(args[0])) {
    out.error(context.t()('cli.unknown_command', { command: args[0], name: command() }))
    process.exitCode = 1
    return
  }
  context.shop.execute(args)
}

module.exports = { main }
