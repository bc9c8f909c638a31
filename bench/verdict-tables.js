#!/usr/bin/env node
'use strict'
// Puts side by side what `bench/verdicts.js --json` printed on several Node.js lines, as markdown
// for bench/RESULTS.md: a summary per exercise (submissions with a wrong or an inconclusive
// verdict, the median of the passing submissions' median times), then a row per submission.
//
//   node bench/verdict-tables.js verdicts-22.json verdicts-24.json verdicts-26.json
//
// Several files of one line (say, 01 to 11 once and 12 to 14 three times) are merged.
const fs = require('node:fs')
const { median } = require('../lib/speed/compare')

function fail (message) {
  console.error(message)
  process.exit(1)
}

const lineOf = (title) => (title.match(/Node v(\d+)\./) || [])[1]

// { line: [rows] }, lines in ascending order.
function readRuns (files) {
  const byLine = new Map()
  for (const file of files) {
    let printed
    try {
      printed = JSON.parse(fs.readFileSync(file, 'utf8'))
    } catch (error) {
      fail(`${file}: not what \`node bench/verdicts.js --json\` prints (${error.message}).`)
    }
    const { title, table } = printed
    const line = lineOf(String(title))
    if (!line || !Array.isArray(table)) fail(`${file}: no Node.js line in its title, or no table.`)
    byLine.set(line, [...(byLine.get(line) || []), ...table])
  }
  return new Map([...byLine].sort(([a], [b]) => a - b))
}

// What a cell shows: the median time, and anything that went wrong.
function cell (row) {
  if (!row) return '–'
  const range = row.runs > 1 ? ` (${row.min}–${row.max})` : ''
  const marks = [row.wrong && `**${row.wrong} wrong**`, row.inconclusive && `${row.inconclusive} inconclusive`, row.left && `**${row.left} left**`].filter(Boolean)
  return `${row.median}${range}${marks.length ? ', ' + marks.join(', ') : ''}`
}

function summary (runs) {
  const lines = [...runs.keys()]
  const exercises = [...new Set([...runs.values()].flat().map((row) => row.exercise))].sort()
  const out = [
    `| exercise | ${lines.map((l) => `Node ${l}: wrong / submissions`).join(' | ')} | ${lines.map((l) => `Node ${l}: median PASS (s)`).join(' | ')} |`,
    `|---|${lines.map(() => '---').join('|')}|${lines.map(() => '---').join('|')}|`
  ]
  for (const exercise of exercises) {
    const rowsOn = (line) => runs.get(line).filter((row) => row.exercise === exercise)
    const wrong = lines.map((line) => {
      const rows = rowsOn(line)
      if (!rows.length) return '–'
      const inconclusive = rows.filter((row) => row.inconclusive > 0).length
      return `${rows.filter((row) => row.wrong > 0).length} / ${rows.length}${inconclusive ? ` (${inconclusive} inconclusive)` : ''}`
    })
    const passing = lines.map((line) => {
      const times = rowsOn(line).filter((row) => row.expected === 'PASS').map((row) => Number(row.median))
      return times.length ? median(times).toFixed(1) : '–'
    })
    out.push(`| ${exercise} | ${wrong.join(' | ')} | ${passing.join(' | ')} |`)
  }
  return out.join('\n')
}

function detail (runs) {
  const lines = [...runs.keys()]
  const keyOf = (row) => `${row.exercise}\u0000${row.submission}`
  const all = new Map()
  const inOrder = [...runs.values()].flat().sort((a, b) => a.exercise.localeCompare(b.exercise)) // stable: the catalogue's order within
  for (const row of inOrder) if (!all.has(keyOf(row))) all.set(keyOf(row), row)
  const out = [
    `| exercise | submission | expected | ${lines.map((l) => `Node ${l}`).join(' | ')} |`,
    `|---|---|---|${lines.map(() => '---').join('|')}|`
  ]
  for (const [key, row] of all) {
    const cells = lines.map((line) => cell(runs.get(line).find((other) => keyOf(other) === key)))
    out.push(`| ${row.exercise} | ${row.submission} | ${row.expected} | ${cells.join(' | ')} |`)
  }
  return out.join('\n')
}

const { positionals: files } = require('../scripts/command-line').commandLine({
  usage: 'node bench/verdict-tables.js verdicts-22.json verdicts-24.json …    the tables of bench/RESULTS.md from\n    the JSON files that `node bench/verdicts.js --json` wrote, one or more per Node.js line',
  positionals: { min: 1, max: Infinity }
})
const runs = readRuns(files)
console.log(summary(runs) + '\n\n' + detail(runs))
