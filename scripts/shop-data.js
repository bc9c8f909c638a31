'use strict'
// Acme Outdoor's shop database, made up the same way every time (a seeded generator): no binary
// .db file in the repository, and the same rows on every machine. The shape:
//
//   customers    (id, name, city)                                     2,000 rows
//   products     (id, sku, name, price_cents)                         1,200 rows
//   orders       (id, customer_id, placed_at, status)                 about 20,000: 0–18 per
//                 customer, 40–60 for one customer in about 30; ids in the order they were placed
//   order_items  (id, order_id, product_id, quantity, unit_price_cents) 1–5 per order, about 60,000
//
// shopRows() gives the rows as arrays, in id order, column by column as above, without SQLite
// (exercise 12's checks compute their expected answers from them); loadShop(db) creates the
// tables in a node:sqlite DatabaseSync, with their primary keys and no other index (SQLite indexes
// no foreign key by itself), and fills them in one transaction (about 0.1 s).
//
// This file is self-contained (Node only, its own copy of scripts/seeded-random.js's mulberry32)
// because starters carry a copy of it: a starter is copied into the learner's folder and may not
// require the workshop. Every copy is this file, byte for byte (test/shop-data.test.js).

const SEED = 2026
const CUSTOMERS = 2000
const PRODUCTS = 1200

const SCHEMA = `
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT NOT NULL
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  price_cents INTEGER NOT NULL
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  placed_at TEXT NOT NULL,
  status TEXT NOT NULL
);
CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  quantity INTEGER NOT NULL,
  unit_price_cents INTEGER NOT NULL
);
`

const FIRST_NAMES = ['Søren', 'Zoë', 'Jürgen', 'Amélie', 'Mateo', 'Aiko', 'Ingrid', 'Tomás', 'Leila', 'Ravi', 'Chloé', 'Björn', 'Nadia', 'Kwame', 'Elif', 'Hana', 'Wei', 'Minjun', 'Olga', 'Lucas']
const LAST_NAMES = ['Andersen', 'Müller', 'García', 'Dubois', 'Rossi', 'Nakamura', 'Kowalski', 'Öztürk', 'Nguyen', 'Haugen', 'Moreau', 'Lindqvist', 'Costa', 'Schmidt', 'Kim', 'Wang', 'Ólafsson', 'Novák']
const CITIES = ['Oslo', 'Malmö', 'München', 'Lyon', 'Torino', 'Sapporo', 'Kraków', 'Seoul', 'Chengdu', 'Porto', 'Zürich', 'Reykjavík']
const KINDS = [
  { code: 'TEN', name: 'Tent', price: [8900, 69900] },
  { code: 'SLE', name: 'Sleeping Bag', price: [5900, 44900] },
  { code: 'BAC', name: 'Backpack', price: [4900, 32900] },
  { code: 'JAC', name: 'Rain Jacket', price: [7900, 49900] },
  { code: 'BOO', name: 'Hiking Boots', price: [9900, 34900] },
  { code: 'STO', name: 'Camp Stove', price: [2900, 21900] },
  { code: 'POL', name: 'Trekking Poles', price: [3900, 18900] },
  { code: 'LAM', name: 'Headlamp', price: [1900, 12900] }
]
const LINES = ['Nordkamm', 'Bergfreund', 'Søndre', 'Höhenweg', 'Café Alpin', 'Glacier', 'Trailhead', 'Ridgeback', 'Mistral', 'Kōya']
// From 2024-01-01 to 2026-11-01, in seconds: when orders were placed.
const FIRST_ORDER = Date.UTC(2024, 0, 1) / 1000
const LAST_ORDER = Date.UTC(2026, 10, 1) / 1000

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

// The status an order placed at `seconds` has now: recent ones are still on their way.
function statusOf (seconds, random) {
  const age = LAST_ORDER - seconds
  if (age < 4 * 86400) return random() < 0.5 ? 'processing' : 'shipped'
  const r = random()
  return r < 0.9 ? 'delivered' : r < 0.96 ? 'cancelled' : 'returned'
}

// Makes the shop, table by table in id order, handing each row (an array, columns as above) to
// rows.customers(row), rows.products(row), rows.orders(row) and rows.orderItems(row). Nothing is
// kept but the orders' customers and times and the products' prices: loadShop inserts as it goes.
function generateShop (rows) {
  const { random, pick, between } = seededRandom(SEED)
  for (let id = 1; id <= CUSTOMERS; id++) rows.customers([id, `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`, pick(CITIES)])

  const prices = new Int32Array(PRODUCTS + 1)
  for (let id = 1; id <= PRODUCTS; id++) {
    const kind = pick(KINDS)
    const model = between(10, 99)
    prices[id] = between(kind.price[0] / 100, kind.price[1] / 100) * 100 - 1
    rows.products([id, `${kind.code}-${model}-${String(id).padStart(4, '0')}`, `${pick(LINES)} ${kind.name} ${model}`, prices[id]])
  }

  // Who placed an order when; ids follow the time of placing, as a shop's database gives them.
  const placedBy = []
  const placedAt = []
  for (let customer = 1; customer <= CUSTOMERS; customer++) {
    const count = random() < 0.03 ? between(40, 60) : between(0, 18)
    for (let i = 0; i < count; i++) {
      placedBy.push(customer)
      placedAt.push(between(FIRST_ORDER, LAST_ORDER))
    }
  }
  const byTime = Array.from(placedAt.keys()).sort((a, b) => placedAt[a] - placedAt[b] || placedBy[a] - placedBy[b])
  for (let at = 0; at < byTime.length; at++) {
    const seconds = placedAt[byTime[at]]
    rows.orders([at + 1, placedBy[byTime[at]], new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'), statusOf(seconds, random)])
  }

  let itemId = 0
  for (let orderId = 1; orderId <= byTime.length; orderId++) {
    const inOrder = new Set()
    const count = between(1, 5)
    while (inOrder.size < count) inOrder.add(between(1, PRODUCTS))
    for (const productId of inOrder) {
      // Now and then an order was placed at a sale price: the item keeps the price it was sold at.
      const unitPrice = random() < 0.15 ? Math.round(prices[productId] * 0.8) : prices[productId]
      rows.orderItems([++itemId, orderId, productId, random() < 0.8 ? 1 : between(2, 4), unitPrice])
    }
  }
}

// The whole shop as arrays of rows: { customers, products, orders, orderItems }.
function shopRows () {
  const rows = { customers: [], products: [], orders: [], orderItems: [] }
  generateShop(Object.fromEntries(Object.keys(rows).map((table) => [table, (row) => rows[table].push(row)])))
  return rows
}

// Creates Acme Outdoor's tables in `db` (a node:sqlite DatabaseSync) and fills them, 100 rows per
// INSERT (a call into SQLite per row would take twice as long).
function loadShop (db) {
  db.exec(SCHEMA)
  const BATCH = 100
  const inserter = (table, columns) => {
    const placeholders = `(${Array(columns).fill('?').join(', ')})`
    const insert = (count) => db.prepare(`INSERT INTO ${table} VALUES ${Array(count).fill(placeholders).join(', ')}`)
    const full = insert(BATCH)
    let values = []
    return {
      add (row) {
        values.push(...row)
        if (values.length === BATCH * columns) {
          full.run(...values)
          values = []
        }
      },
      flush: () => values.length > 0 && insert(values.length / columns).run(...values)
    }
  }
  const tables = { customers: inserter('customers', 3), products: inserter('products', 4), orders: inserter('orders', 4), orderItems: inserter('order_items', 5) }
  db.exec('BEGIN')
  try {
    // Tables come one after the other: a table's last rows go in before the next one's (an
    // order item's order must exist: node:sqlite checks foreign keys).
    let current = null
    generateShop(Object.fromEntries(Object.entries(tables).map(([name, table]) => [name, (row) => {
      if (current !== table) current?.flush()
      current = table
      table.add(row)
    }])))
    current?.flush()
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
  return db
}

module.exports = { generateShop, shopRows, loadShop, SCHEMA }

// Run on its own, it says what it is (a copy in a starter has no scripts/ beside it to ask).
if (require.main === module) {
  console.log("shop-data.js is a module that 12-n-plus-one's server.js requires; it does nothing on its own.")
  process.exitCode = process.argv.slice(2).every((arg) => arg === '--help' || arg === '-h') ? 0 : 1
}
