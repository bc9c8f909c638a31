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
const { parseArgs } = require('node:util')
const workshopper = require('workshopper-adventure')
const { ROOT, listExercises } = require('./exercises')
const { LANGUAGES, createTranslator, normaliseLang, langFromEnvironment } = require('./i18n')
const { createProgress } = require('./progress')
const { createOutput } = require('./text/output')
const { whenInterrupted } = require('./harness/children')
const { nodeVersion } = require('./node-support')
const commands = require('./commands')
const { declaredFlags } = require('./commands/registry')
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

function createWorkshop (flags = {}) {
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

  // With --reporter (verify, grade), stdout carries only the TAP or JUnit report: the terminal's
  // text, notes and errors included, goes to stderr.
  const out = createOutput(flags.reporter !== undefined ? process.stderr : process.stdout)
  const context = {
    shop,
    flags,
    out,
    langOverride: null,
    lang: () => context.langOverride || shop.i18n.lang(),
    t: () => createTranslator(context.lang()),
    progress: createProgress({
      onProblem: (kind, params) => out.note(context.t()(`progress.${kind}`, params))
    })
  }
  shop.context = context
  whenInterrupted(() => {
    out.endStatus()
    out.line('\n' + context.t()('cli.interrupted'))
  })
  return shop
}

function main (argv) {
  const { flags, positionals } = parseArguments(argv)
  const shop = createWorkshop(flags)
  const { out } = shop.context
  if (flags.lang !== undefined) {
    const lang = normaliseLang(flags.lang)
    if (!lang) {
      out.error(shop.context.t()('lang.unknown', { lang: String(flags.lang), languages: LANGUAGES.join(', ') }))
      process.exitCode = 1
      return
    }
    shop.context.langOverride = lang // for this command only; `lang <code>` keeps a choice
  }
  // An end-of-life or untested Node.js: one line first, so that what follows is not a surprise.
  const support = nodeVersion()
  if (support.status !== 'ok') out.note(shop.context.t()(`preflight.${support.key}`, support.params))
  let args = positionals
  if (flags.version) args = ['version']
  else if (flags.help) args = ['help']
  if (args.length > 0 && !shop.cli.getCommand(args[0])) {
    out.error(shop.context.t()('cli.unknown_command', { command: args[0], name: command() }))
    process.exitCode = 1
    return
  }
  shop.execute(args)
}

module.exports = { main }
