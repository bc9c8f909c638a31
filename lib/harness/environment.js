'use strict'
// The environment of the programs the workshop runs for the learner: their server, 01's bench.js,
// the starters run beside them (docs/ARCHITECTURE.md, "The learner's server contract"). The one
// home of the allow-list.
//
// verify, run and profile run the learner's own code on the learner's machine: it gets the
// learner's environment (without NODE_ENV, which each exercise states), as a terminal would give
// it. grade runs code the grader did not write, on a machine that may hold a CI's secrets
// (docs/GRADING.md, "What grading is not"): there a program gets only what it needs to run
// (where programs are, the locale, the time zone, the temporary folder, Windows' own variables),
// a HOME of its own, made for it and removed after, and what the workshop passes on purpose (PORT,
// the exercise's env, the injection's variables, the run token).
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { NAME } = require('../names')

const PASSED = new Set(['PATH', 'LANG', 'LANGUAGE', 'TZ', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT', 'SYSTEMDRIVE', 'WINDIR', 'COMSPEC', 'PATHEXT'])
const PASSED_PREFIX = /^LC_/

let untrusted = false

// From now on, the programs started are someone else's code (grade calls it once).
function runUntrustedCode () {
  untrusted = true
}

// Where a program's own HOME is made: beside the grader's cache when it can be (a program run as
// the grader's user can read the grader's HOME anyway, so this gives it nothing, and a test finds
// what a grade left running by its HOME), else in the temporary folder.
function makeHome () {
  const parent = path.join(os.homedir(), '.cache', NAME, 'homes')
  try {
    fs.mkdirSync(parent, { recursive: true })
    return fs.mkdtempSync(path.join(parent, 'home-'))
  } catch {
    return fs.mkdtempSync(path.join(os.tmpdir(), `${NAME}-home-`))
  }
}

// { env, cleanup } for a program: `own` is what the workshop passes on purpose; cleanup() removes
// what was made for it (call it once the program's tree has ended).
function programEnvironment (own = {}) {
  if (!untrusted) {
    const inherited = { ...process.env }
    delete inherited.NODE_ENV // each exercise states the NODE_ENV it runs under, if any
    return { env: { ...inherited, ...own }, cleanup () {} }
  }
  const passed = Object.fromEntries(Object.entries(process.env).filter(([name]) => PASSED.has(name.toUpperCase()) || PASSED_PREFIX.test(name)))
  const home = makeHome()
  const homes = process.platform === 'win32' ? { HOME: home, USERPROFILE: home } : { HOME: home }
  return {
    env: { ...passed, ...homes, ...own },
    cleanup: () => fs.rmSync(home, { recursive: true, force: true })
  }
}

module.exports = { programEnvironment, runUntrustedCode, PASSED }
