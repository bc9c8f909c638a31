#!/usr/bin/env node
'use strict'
// For translators:
//   node scripts/translations.js            list translations that are missing, stale or unstamped
//   node scripts/translations.js stamp F…   record that F now translates its current English file
const path = require('node:path')
const { translationReport, stamp } = require('../lib/i18n/translations')

const { commandLine } = require('./command-line')

const USAGE = `
node scripts/translations.js              list translations that are missing, stale or unstamped
node scripts/translations.js stamp F…     record that F now translates its current English file`

const { positionals } = commandLine({ usage: USAGE, positionals: { min: 0, max: Infinity } })
const [command, ...files] = positionals
if (command !== undefined && command !== 'stamp') {
  console.error(`Unknown command "${command}": the one command is stamp.\n${USAGE}`)
  process.exit(1)
}
if (command === 'stamp' && files.length === 0) {
  console.error(`stamp needs the translated files to stamp.\n${USAGE}`)
  process.exit(1)
}
if (command === 'stamp') {
  for (const file of files) {
    try {
      stamp(path.resolve(file))
    } catch (error) {
      console.error(`${file}: could not stamp it (${error.code === 'ENOENT' ? 'no such file, or no English file beside it' : error.message}).`)
      process.exitCode = 1
      continue
    }
    console.log(`stamped ${file}`)
  }
} else {
  const problems = translationReport().filter((item) => item.status !== 'fresh')
  for (const item of problems) console.log(`${item.status.padEnd(9)} ${path.relative(process.cwd(), item.file)}`)
  console.log(problems.length ? `${problems.length} translation(s) need work` : 'all translations are fresh')
  process.exitCode = problems.length ? 1 : 0
}
