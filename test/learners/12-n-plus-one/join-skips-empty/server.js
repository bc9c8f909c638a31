'use strict'
// Acme Outdoor's order history API: one JOIN from the customer to the products, with the
// indexes it needs: one statement per request.
const express = require('express')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))
db.exec(`
  CREATE INDEX orders_customer_id ON orders (customer_id);
  CREATE INDEX order_items_order_id ON order_items (order_id);
`)

const customerOrders = db.prepare(`
  SELECT customers.id AS customer_id, customers.name AS customer_name, customers.city,
         orders.id AS order_id, orders.placed_at, orders.status,
         order_items.product_id, products.sku, products.name, order_items.quantity, order_items.unit_price_cents
  FROM customers
  JOIN orders ON orders.customer_id = customers.id
  JOIN order_items ON order_items.order_id = orders.id
  JOIN products ON products.id = order_items.product_id
  WHERE customers.id = ?
  ORDER BY orders.placed_at DESC, orders.id DESC, order_items.id`)

const app = express()

app.get('/api/customers/:id/orders', (req, res) => {
  const rows = /^\d{1,9}$/.test(req.params.id) ? customerOrders.all(Number(req.params.id)) : []
  if (rows.length === 0) return res.status(404).json({ error: 'no such customer' })
  const orders = []
  for (const row of rows) {
    let order = orders[orders.length - 1]
    if (!order || order.id !== row.order_id) {
      order = { id: row.order_id, placedAt: row.placed_at, status: row.status, totalCents: 0, items: [] }
      orders.push(order)
    }
    order.items.push({ productId: row.product_id, sku: row.sku, name: row.name, quantity: row.quantity, unitPriceCents: row.unit_price_cents })
    order.totalCents += row.quantity * row.unit_price_cents
  }
  const [first] = rows
  res.json({ customer: { id: first.customer_id, name: first.customer_name, city: first.city }, orders })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
