'use strict'
// The command line of the contributors' scripts (scripts/ and bench/): `--help` prints the usage
// and exits 0; an option the script does not take, a missing value or a missing argument prints
// one sentence and the usage, and exits 1, never a stack trace. Each script states its usage once,
// as the text `--help` prints.
const { parseArgs } = require('node:util')

// node:util's own sentence for a bad option, without its advice on positionals starting with '-'.
function sentenceOf (error) {
  return String(error.message).split('. To specify')[0].replace(/\.?$/, '.')
}

// options: node:util parseArgs options; positionals: { min, max } how many the script takes.
// Returns { values, positionals }, or ends the process as said above.
function commandLine ({ usage, options = {}, positionals: count = { min: 0, max: 0 }, args = process.argv.slice(2) }) {
  const stop = (sentence) => {
    console.error(`${sentence}\n\n${usage.trim()}`)
    process.exit(1)
  }
  let parsed
  try {
    parsed = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true })
  } catch (error) {
    stop(sentenceOf(error))
  }
  if (parsed.values.help) {
    console.log(usage.trim())
    process.exit(0)
  }
  const { length } = parsed.positionals
  if (length < count.min) stop(`Missing argument: it takes ${count.min === count.max ? count.min : `at least ${count.min}`}, and was given ${length}.`)
  if (length > count.max) stop(`Unexpected argument "${parsed.positionals[count.max]}".`)
  delete parsed.values.help
  return parsed
}

// For a module of scripts/ that other scripts require and that does nothing on its own.
function moduleOnly (file, usedBy) {
  console.log(`${file} is a module used by ${usedBy}; it does nothing on its own.`)
  process.exit(process.argv.slice(2).every((arg) => arg === '--help' || arg === '-h') ? 0 : 1)
}

module.exports = { commandLine, moduleOnly }

if (require.main === module) moduleOnly('scripts/command-line.js', 'the scripts of scripts/ and bench/')
