'use strict'
// The one list of the workshop's commands (docs/ARCHITECTURE.md, "Commands"). It feeds:
//   - the router: ./index.js makes a workshopper-adventure command of each (./<name>.js);
//   - the help text: `help` lists each command under its section, one line per help key
//     (help.commands.<key> in i18n/<lang>.json);
//   - the menu's extra entries: the commands with a `menu` place, in that order (menu.<name>);
//   - the flags the command line declares: GLOBAL_FLAGS and each command's `flags`, as
//     node:util parseArgs options, read by the command as context.flags.<name>.
// A new command: a file ./<name>.js exporting `async (context, args) => exitCode?`, an entry
// here, its help line in every language. scripts/check.js checks that each part is there.

// Flags every command understands (read by lib/workshop.js itself).
const GLOBAL_FLAGS = {
  lang: { type: 'string', short: 'l' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' }
}

// The sections of `help`, in order (help.sections.<section>).
const HELP_SECTIONS = ['exercises', 'working', 'settings', 'instructors']

const yes = { type: 'boolean', short: 'y' }
// A report for CI on stdout: tap, junit or json (lib/reporters; json also for run --route).
const reporter = { type: 'string' }
// grade's reports as files, rewritten after each exercise; a room; an exercise's time limit
// (lib/commands/grade.js, lib/grading/outputs.js).
const gradeFlags = {
  reporter,
  tap: { type: 'string' },
  junit: { type: 'string' },
  json: { type: 'string' },
  html: { type: 'string' },
  class: { type: 'string' },
  timeout: { type: 'string' }
}
// The learner's own service (lib/routes/, docs/YOUR-SERVICE.md): the routes to load, what each
// request carries, and the load; run also takes the other version (--vs).
const route = { type: 'string', multiple: true }
const header = { type: 'string', multiple: true }
const body = { type: 'string' }
const connections = { type: 'string' }
const duration = { type: 'string' }
const vs = { type: 'string' }
const serviceFlags = { route, header, body, connections, duration }

const COMMANDS = [
  { name: 'menu', help: 'exercises' },
  { name: 'list', help: 'exercises' },
  { name: 'select', help: 'exercises' },
  { name: 'print', help: 'exercises' },
  { name: 'current', help: 'exercises' },
  { name: 'next', help: 'exercises' },
  { name: 'starter', help: 'working', menu: 1 },
  { name: 'run', help: 'working', helpKeys: ['run', 'run_route', 'run_vs'], flags: { ...serviceFlags, vs, reporter } },
  // verify reads --route only to say where a route is measured instead (routes.verify_route).
  { name: 'verify', help: 'working', helpKeys: ['verify', 'verify_watch', 'verify_reporter'], flags: { watch: { type: 'boolean', short: 'w' }, reporter, route } },
  { name: 'profile', help: 'working', menu: 2, helpKeys: ['profile', 'profile_heap', 'profile_route'], flags: { 'no-clinic': { type: 'boolean' }, heap: { type: 'boolean' }, ...serviceFlags } },
  { name: 'hint', help: 'working', menu: 3 },
  { name: 'reading', help: 'working', menu: 4 },
  { name: 'solution', help: 'working', menu: 5, flags: { yes } },
  { name: 'report', help: 'settings' },
  { name: 'lang', aliases: ['language'], help: 'settings', menu: 8 },
  { name: 'preflight', help: 'settings', menu: 6 },
  { name: 'reset', help: 'settings', flags: { yes } },
  { name: 'grade', help: 'instructors', helpKeys: ['grade', 'grade_class'], flags: gradeFlags },
  { name: 'bundle', help: 'instructors' },
  { name: 'help', menu: 7 }
]

// The flags one command reads: the global ones and its own.
function flagsOf (command) {
  return { ...GLOBAL_FLAGS, ...(command.flags || {}) }
}

// The parseArgs options of the whole command line.
function declaredFlags () {
  return Object.assign({}, GLOBAL_FLAGS, ...COMMANDS.map((command) => command.flags || {}))
}

// The menu's extra entries, by name, in their order.
function menuExtras () {
  return COMMANDS.filter((command) => command.menu).sort((a, b) => a.menu - b.menu).map((command) => command.name)
}

// [{ section, keys: [help key, …] }] in the order `help` shows them.
function helpSections () {
  return HELP_SECTIONS.map((section) => ({
    section,
    keys: COMMANDS.filter((command) => command.help === section).flatMap((command) => command.helpKeys || [command.name])
  }))
}

module.exports = { COMMANDS, declaredFlags, flagsOf, menuExtras, helpSections }
