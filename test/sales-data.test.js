'use strict'
// scripts/sales-data.js, the sales ledger's generator (exercise 14): the same rows on every run
// and every Node line, the shape its comment states, and every copy a starter or a solution
// carries is the generator itself, byte for byte. No SQLite here (loadSales is tested with
// exercise 14), so this file runs in the quick lane without Node 22's SQLite warning.
const test = require('node:test')
const assert = require('node:assert')
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const { ROOT } = require('./helpers')
const { salesRows } = require('../scripts/sales-data')

const HOME = path.join(ROOT, 'scripts', 'sales-data.js')

test('the ledger\'s rows are the same every time: their hash, their number', () => {
  const rows = salesRows()
  assert.strictEqual(rows.length, 100000)
  const hash = crypto.createHash('sha256').update(JSON.stringify(rows)).digest('hex')
  assert.strictEqual(hash, 'bd933621e2fe2e888543068082227ffe8b6f41d2adf024169a5b5ef35d0bd54b', 'a change to the generator changes exercise 14: update its texts and checks first')
})

test('the rows have the shape the generator\'s comment states', () => {
  const rows = salesRows()
  // ids from 1, in order; the times in order, within 2025, as toISOString writes them less the milliseconds
  assert.ok(rows.every((row, at) => row[0] === at + 1))
  assert.ok(rows.every((row, at) => at === 0 || rows[at - 1][1] <= row[1]))
  assert.ok(rows.every((row) => row[1] === new Date(Date.parse(row[1])).toISOString().replace('.000Z', 'Z') && row[1].startsWith('2025-')))
  // some customers' names need CSV's quotes: a comma, a double quote
  assert.ok(rows.some((row) => row[5].includes(',')) && rows.some((row) => row[5].includes('"')))
  assert.ok(rows.every((row) => Number.isInteger(row[6]) && row[6] >= 1 && Number.isInteger(row[7]) && row[7] > 0))
})

test('every copy of the generator in a starter or a solution is scripts/sales-data.js', () => {
  const home = fs.readFileSync(HOME)
  const copies = ['exercises', 'solutions'].flatMap((top) => fs.readdirSync(path.join(ROOT, top), { recursive: true })
    .filter((file) => path.basename(file) === 'sales-data.js')
    .map((file) => path.join(ROOT, top, file)))
  assert.ok(copies.length >= 2, `the starter's and the solution's copies: ${copies}`)
  for (const copy of copies) assert.ok(fs.readFileSync(copy).equals(home), `${path.relative(ROOT, copy)} is not scripts/sales-data.js: copy it again`)
})
