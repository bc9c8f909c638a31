'use strict'
// scripts/shop-data.js, the shop's data generator (exercise 12; 14 may use it too): the same rows
// on every run and every Node line, the shape its comment states, and every copy a starter or a
// solution carries is the generator itself, byte for byte. No SQLite here (loadShop is tested
// with exercise 12), so this file runs in the quick lane without Node 22's SQLite warning.
const test = require('node:test')
const assert = require('node:assert')
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const { ROOT } = require('./helpers')
const { shopRows } = require('../scripts/shop-data')

const HOME = path.join(ROOT, 'scripts', 'shop-data.js')

test('the shop\'s rows are the same every time: their hash, their numbers', () => {
  const rows = shopRows()
  assert.deepStrictEqual(Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length])),
    { customers: 2000, products: 1200, orders: 20484, orderItems: 61489 })
  const hash = crypto.createHash('sha256').update(JSON.stringify(rows)).digest('hex')
  assert.strictEqual(hash, '40dbb8a9047771049ffe88e7ed1fc4b13c5387901979c267c50495422884fff7', 'a change to the generator changes every exercise that uses it: update the texts and the checks first')
})

test('the rows have the shape the generator\'s comment states', () => {
  const { customers, products, orders, orderItems } = shopRows()
  // ids count from 1, in order, in every table
  for (const list of [customers, products, orders, orderItems]) assert.ok(list.every((row, at) => row[0] === at + 1))
  // orders in the order they were placed, each with 1 to 5 items of different products
  assert.ok(orders.every((order, at) => at === 0 || orders[at - 1][2] <= order[2]))
  const itemsOf = new Map()
  for (const [, orderId, productId] of orderItems) itemsOf.set(orderId, [...(itemsOf.get(orderId) ?? []), productId])
  assert.strictEqual(itemsOf.size, orders.length)
  for (const products of itemsOf.values()) {
    assert.ok(products.length >= 1 && products.length <= 5)
    assert.strictEqual(new Set(products).size, products.length)
  }
  // 0 to 18 orders per customer, and 40 to 60 for a few
  const perCustomer = new Map()
  for (const [, customerId] of orders) perCustomer.set(customerId, (perCustomer.get(customerId) ?? 0) + 1)
  const counts = customers.map(([id]) => perCustomer.get(id) ?? 0)
  assert.ok(counts.every((n) => n <= 18 || (n >= 40 && n <= 60)))
  assert.ok(counts.filter((n) => n >= 40).length > 20 && counts.includes(0) && Math.max(...counts) === 60)
})

test('every copy of the generator in a starter or a solution is the generator itself', () => {
  const copies = []
  for (const tree of ['exercises', 'solutions']) {
    for (const folder of fs.readdirSync(path.join(ROOT, tree))) {
      for (const dir of [path.join(ROOT, tree, folder), path.join(ROOT, tree, folder, 'starter')]) {
        const copy = path.join(dir, 'shop-data.js')
        if (fs.existsSync(copy)) copies.push(copy)
      }
    }
  }
  assert.ok(copies.length >= 2, 'exercise 12\'s starter and solution carry it')
  const home = fs.readFileSync(HOME)
  for (const copy of copies) {
    assert.ok(fs.readFileSync(copy).equals(home), `${path.relative(ROOT, copy)} differs from scripts/shop-data.js: copy it again (cp scripts/shop-data.js ${path.relative(ROOT, copy)})`)
  }
})
