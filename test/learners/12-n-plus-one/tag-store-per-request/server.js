'use strict'
// A learner on Node 24 or later who found db.createTagStore() in the node:sqlite docs: the two
// indexes, one JOIN, the SQL written as tagged templates where it is used, and a store made in the
// route: a new store knows no statement, so every request prepares its SQL again.
const express = require('express')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))
db.exec(`
  CREATE INDEX orders_customer_id ON orders (customer_id);
  CREATE INDEX order_items_order_id ON order_items (order_id);
`)

const app = express()

app.get('/api/customers/:id/orders', (req, res) => {
  const sql = db.createTagStore()
  const customer = /^\d{1,9}$/.test(req.params.id)
    ? sql.get`SELECT id, name, city FROM customers WHERE id = ${Number(req.params.id)}`
    : undefined
  if (!customer) return res.status(404).json({ error: 'no such customer' })
  // Every order of the customer with its items, in one query.
  const orderLines = sql.all`
    SELECT orders.id AS order_id, orders.placed_at, orders.status,
           order_items.product_id, products.sku, products.name, order_items.quantity, order_items.unit_price_cents
    FROM orders
    JOIN order_items ON order_items.order_id = orders.id
    JOIN products ON products.id = order_items.product_id
    WHERE orders.customer_id = ${customer.id}
    ORDER BY orders.placed_at DESC, orders.id DESC, order_items.id`
  const orders = []
  for (const row of orderLines) {
    let order = orders[orders.length - 1]
    if (!order || order.id !== row.order_id) {
      order = { id: row.order_id, placedAt: row.placed_at, status: row.status, totalCents: 0, items: [] }
      orders.push(order)
    }
    order.items.push({ productId: row.product_id, sku: row.sku, name: row.name, quantity: row.quantity, unitPriceCents: row.unit_price_cents })
    order.totalCents += row.quantity * row.unit_price_cents
  }
  res.json({ customer: { id: customer.id, name: customer.name, city: customer.city }, orders })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
