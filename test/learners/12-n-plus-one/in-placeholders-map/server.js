'use strict'
// Acme Outdoor's order history API: the items of all the orders with WHERE order_id IN (?, ?, …),
// one placeholder per order. The SQL depends on the number of orders, so the statements are kept
// in a Map by that number and prepared the first time a number comes up.
const express = require('express')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))
db.exec('CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id)')
db.exec('CREATE INDEX IF NOT EXISTS order_items_order ON order_items (order_id)')

const customerById = db.prepare('SELECT id, name, city FROM customers WHERE id = ?')
const ordersOfCustomer = db.prepare(`
  SELECT id, placed_at, status FROM orders
  WHERE customer_id = ?
  ORDER BY placed_at DESC, id DESC`)

const itemStatements = new Map()
function itemsOfOrders (count) {
  let statement = itemStatements.get(count)
  if (!statement) {
    statement = db.prepare(`
      SELECT oi.order_id, oi.product_id, p.sku, p.name, oi.quantity, oi.unit_price_cents
      FROM order_items oi JOIN products p ON p.id = oi.product_id
      WHERE oi.order_id IN (${new Array(count).fill('?').join(', ')})
      ORDER BY oi.id`)
    itemStatements.set(count, statement)
  }
  return statement
}

const app = express()

app.get('/api/customers/:id/orders', (req, res) => {
  const customer = /^\d{1,9}$/.test(req.params.id) ? customerById.get(Number(req.params.id)) : undefined
  if (!customer) return res.status(404).json({ error: 'no such customer' })
  const orders = ordersOfCustomer.all(customer.id).map((order) => ({
    id: order.id,
    placedAt: order.placed_at,
    status: order.status,
    totalCents: 0,
    items: []
  }))
  const byId = new Map(orders.map((order) => [order.id, order]))
  if (orders.length) {
    for (const row of itemsOfOrders(orders.length).all(...orders.map((order) => order.id))) {
      const order = byId.get(row.order_id)
      order.items.push({ productId: row.product_id, sku: row.sku, name: row.name, quantity: row.quantity, unitPriceCents: row.unit_price_cents })
      order.totalCents += row.quantity * row.unit_price_cents
    }
  }
  res.json({ customer: { id: customer.id, name: customer.name, city: customer.city }, orders })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
