'use strict'
// Acme Outdoor's sales ledger, made up the same way every time (a seeded generator): no binary
// .db file in the repository, and the same rows on every machine. One table:
//
//   sales (id, sold_at, store, sku, product, customer, quantity, unit_price_cents)   100,000 rows
//
// ids in the order the sales were made, over 2025; a customer's name sometimes holds a comma or
// a double quote, which CSV must quote. salesRows() gives the rows as arrays, in id order, columns
// as above, without SQLite (exercise 14's checks build the expected CSV from them); loadSales(db)
// creates the table in a node:sqlite DatabaseSync and fills it in one transaction (about 0.3 s).
//
// This file is self-contained (Node only, its own copy of scripts/seeded-random.js's mulberry32)
// because starters carry a copy of it: a starter is copied into the learner's folder and may not
// require the workshop. Every copy is this file, byte for byte (test/sales-data.test.js).

const SEED = 1414
const SALES = 100000

const SCHEMA = `
CREATE TABLE sales (
  id INTEGER PRIMARY KEY,
  sold_at TEXT NOT NULL,
  store TEXT NOT NULL,
  sku TEXT NOT NULL,
  product TEXT NOT NULL,
  customer TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price_cents INTEGER NOT NULL
);
`

const STORES = ['Oslo', 'Malmö', 'München', 'Lyon', 'Torino', 'Sapporo', 'Kraków', 'Seoul', 'Chengdu', 'Porto', 'Zürich', 'Reykjavík', 'online']
const KINDS = [
  { code: 'TEN', name: 'Tent', price: [89, 699] },
  { code: 'SLE', name: 'Sleeping Bag', price: [59, 449] },
  { code: 'BAC', name: 'Backpack', price: [49, 329] },
  { code: 'JAC', name: 'Rain Jacket', price: [79, 499] },
  { code: 'BOO', name: 'Hiking Boots', price: [99, 349] },
  { code: 'STO', name: 'Camp Stove', price: [29, 219] },
  { code: 'POL', name: 'Trekking Poles', price: [39, 189] },
  { code: 'LAM', name: 'Headlamp', price: [19, 129] }
]
const LINES = ['Nordkamm', 'Bergfreund', 'Søndre', 'Höhenweg', 'Café Alpin', 'Glacier', 'Trailhead', 'Ridgeback', 'Mistral', 'Kōya']
const FIRST_NAMES = ['Søren', 'Zoë', 'Jürgen', 'Amélie', 'Mateo', 'Aiko', 'Ingrid', 'Tomás', 'Leila', 'Ravi', 'Chloé', 'Björn', 'Nadia', 'Kwame', 'Elif', 'Hana', 'Wei', 'Minjun', 'Olga', 'Lucas']
const LAST_NAMES = ['Andersen', 'Müller', 'García', 'Dubois', 'Rossi', 'Nakamura', 'Kowalski', 'Öztürk', 'Nguyen', 'Haugen', 'Moreau', 'Lindqvist', 'Costa', 'Schmidt', 'Kim', 'Wang', 'Ólafsson', 'Novák']
// Names as a shop's customers type them: now and then with a comma or a nickname in quotes.
const SUFFIXES = [', Jr.', ', MD', ' "Trail Runner"', ' "Sunny"']
const PRODUCTS = 400
// The year 2025, in seconds: when the sales were made.
const FIRST_SALE = Date.UTC(2025, 0, 1) / 1000
const YEAR = 365 * 86400

// mulberry32, as in scripts/seeded-random.js.
function seededRandom (seed) {
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  return {
    random,
    pick: (list) => list[Math.floor(random() * list.length)],
    between: (low, high) => low + Math.floor(random() * (high - low + 1))
  }
}

// Makes the ledger in id order, handing each row (an array, columns as above) to add(row).
function generateSales (add) {
  const { random, pick, between } = seededRandom(SEED)
  const products = []
  for (let id = 1; id <= PRODUCTS; id++) {
    const kind = pick(KINDS)
    const model = between(10, 99)
    products.push({
      sku: `${kind.code}-${model}-${String(id).padStart(4, '0')}`,
      name: `${pick(LINES)} ${kind.name} ${model}`,
      price: between(kind.price[0], kind.price[1]) * 100 - 1
    })
  }
  // The seconds of the year at which the sales were made, in order: each a little after the last.
  // Written as ISO 8601 in UTC (what toISOString gives, without the milliseconds), the day's part
  // made once per day: toISOString for every row would take most of the start-up.
  let at = FIRST_SALE
  let day = -1
  let dayText = ''
  const two = (n) => (n < 10 ? '0' : '') + n
  const step = YEAR / SALES
  for (let id = 1; id <= SALES; id++) {
    at += Math.floor(random() * 2 * step)
    if (Math.floor(at / 86400) !== day) {
      day = Math.floor(at / 86400)
      dayText = new Date(day * 86400000).toISOString().slice(0, 11)
    }
    const second = at - day * 86400
    const product = pick(products)
    const suffix = random() < 0.04 ? pick(SUFFIXES) : ''
    add([
      id,
      `${dayText}${two(Math.floor(second / 3600))}:${two(Math.floor(second / 60) % 60)}:${two(second % 60)}Z`,
      pick(STORES),
      product.sku,
      product.name,
      `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}${suffix}`,
      random() < 0.85 ? 1 : between(2, 6),
      random() < 0.1 ? Math.round(product.price * 0.7) : product.price
    ])
  }
}

// The whole ledger as an array of rows.
function salesRows () {
  const rows = []
  generateSales((row) => rows.push(row))
  return rows
}

// Creates the sales table in `db` (a node:sqlite DatabaseSync) and fills it, 100 rows per INSERT
// (a call into SQLite per row would take twice as long).
function loadSales (db) {
  db.exec(SCHEMA)
  const BATCH = 100
  const COLUMNS = 8
  const placeholders = `(${Array(COLUMNS).fill('?').join(', ')})`
  const insert = (count) => db.prepare(`INSERT INTO sales VALUES ${Array(count).fill(placeholders).join(', ')}`)
  const full = insert(BATCH)
  let values = []
  db.exec('BEGIN')
  try {
    generateSales((row) => {
      values.push(...row)
      if (values.length === BATCH * COLUMNS) {
        full.run(...values)
        values = []
      }
    })
    if (values.length > 0) insert(values.length / COLUMNS).run(...values)
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
  return db
}

module.exports = { generateSales, salesRows, loadSales, SCHEMA }

// Run on its own, it says what it is (a copy in a starter has no scripts/ beside it to ask).
if (require.main === module) {
  console.log("sales-data.js is a module that 14-streaming's server.js requires; it does nothing on its own.")
  process.exitCode = process.argv.slice(2).every((arg) => arg === '--help' || arg === '-h') ? 0 : 1
}
