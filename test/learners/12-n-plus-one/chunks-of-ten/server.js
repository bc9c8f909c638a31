'use strict'
// Acme Outdoor's order history API: the items fetched ten orders at a time (one statement per
// ten orders, prepared once with ten placeholders; a short last batch is padded with nulls).
const express = require('express')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))
db.exec('CREATE INDEX orders_customer_id ON orders (customer_id)')
db.exec('CREATE INDEX order_items_order_id ON order_items (order_id)')

const BATCH = 10
const customerById = db.prepare('SELECT id, name, city FROM customers WHERE id = ?')
const ordersOfCustomer = db.prepare(`
  SELECT id, placed_at, status FROM orders
  WHERE customer_id = ?
  ORDER BY placed_at DESC, id DESC`)
const itemsOfTenOrders = db.prepare(`
  SELECT order_items.order_id, order_items.product_id, products.sku, products.name, order_items.quantity, order_items.unit_price_cents
  FROM order_items JOIN products ON products.id = order_items.product_id
  WHERE order_items.order_id IN (${Array(BATCH).fill('?').join(', ')})
  ORDER BY order_items.id`)

const app = express()

app.get('/api/customers/:id/orders', (req, res) => {
  const customer = /^\d{1,9}$/.test(req.params.id) ? customerById.get(Number(req.params.id)) : undefined
  if (!customer) return res.status(404).json({ error: 'no such customer' })
  const orders = ordersOfCustomer.all(customer.id).map((order) => ({ id: order.id, placedAt: order.placed_at, status: order.status, totalCents: 0, items: [] }))
  const byId = new Map(orders.map((order) => [order.id, order]))
  for (let i = 0; i < orders.length; i += BATCH) {
    const ids = orders.slice(i, i + BATCH).map((order) => order.id)
    while (ids.length < BATCH) ids.push(null)
    for (const item of itemsOfTenOrders.all(...ids)) {
      const order = byId.get(item.order_id)
      order.items.push({ productId: item.product_id, sku: item.sku, name: item.name, quantity: item.quantity, unitPriceCents: item.unit_price_cents })
      order.totalCents += item.quantity * item.unit_price_cents
    }
  }
  res.json({ customer: { id: customer.id, name: customer.name, city: customer.city }, orders })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
