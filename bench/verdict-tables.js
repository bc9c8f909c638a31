#!/usr/bin/env node
'use strict'
// Puts side by side what `bench/verdicts.js --json` printed on several Node.js lines: a summary
// per exercise (wrong verdicts, median of the passing verdicts' times) and a row per submission,
// as markdown for bench/RESULTS.md.
//
//   node bench/verdict-tables.js verdicts-22.json verdicts-24.json verdicts-26.json
//
// Several files of one line (say, 01 to 11 once and 12 to 14 three times) are merged.
const fs = require('node:fs')
const { median } = require('../lib/speed/compare')

const lineOf = (title) => (title.match(/Node v(\d+)\./) || [])[1]

// { line: [rows] }, lines in ascending order.
function readRuns (files) {
  const byLine = new Map()
  for (const file of files) {
    const { title, table } = JSON.parse(fs.readFileSync(file, 'utf8'))
    const line = lineOf(title)
    if (!line) throw new Error(`${file}: no Node.js line in its title`)
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
  const exercises = [...new Set([...runs.values()].flat().map((row) => row.exercise))]
  const out = [
    `| exercise | ${lines.map((l) => `Node ${l}: wrong / submissions`).join(' | ')} | ${lines.map((l) => `Node ${l}: median PASS (s)`).join(' | ')} |`,
    `|---|${lines.map(() => '---').join('|')}|${lines.map(() => '---').join('|')}|`
  ]
  for (const exercise of exercises) {
    const rowsOn = (line) => runs.get(line).filter((row) => row.exercise === exercise)
    const wrong = lines.map((line) => {
      const rows = rowsOn(line)
      return rows.length ? `${rows.filter((row) => row.wrong > 0).length} / ${rows.length}` : '–'
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
  for (const rows of runs.values()) for (const row of rows) if (!all.has(keyOf(row))) all.set(keyOf(row), row)
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

const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('Give the JSON files that `node bench/verdicts.js --json` wrote, one or more per Node.js line.')
  process.exit(1)
}
const runs = readRuns(files)
console.log(summary(runs) + '\n\n' + detail(runs))
