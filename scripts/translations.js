#!/usr/bin/env node
'use strict'
// For translators:
//   node scripts/translations.js            list translations that are missing, stale or unstamped
//   node scripts/translations.js stamp F…   record that F now translates its current English file
const path = require('node:path')
const { translationReport, stamp } = require('../lib/i18n/translations')

const [command, ...files] = process.argv.slice(2)
if (command === 'stamp') {
  for (const file of files) {
    stamp(path.resolve(file))
    console.log(`stamped ${file}`)
  }
} else {
  const problems = translationReport().filter((item) => item.status !== 'fresh')
  for (const item of problems) console.log(`${item.status.padEnd(9)} ${path.relative(process.cwd(), item.file)}`)
  console.log(problems.length ? `${problems.length} translation(s) need work` : 'all translations are fresh')
  process.exitCode = problems.length ? 1 : 0
}
