'use strict'
// Acme Outdoor's order history API: everything read from the database once, at start-up, into
// Maps (orders by customer, items by order), so that a request runs no query at all.
const express = require('express')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))

const customers = new Map(db.prepare('SELECT id, name, city FROM customers').all().map((c) => [c.id, c]))
const products = new Map(db.prepare('SELECT id, sku, name FROM products').all().map((p) => [p.id, p]))
const ordersByCustomer = new Map()
for (const order of db.prepare('SELECT id, customer_id, placed_at, status FROM orders ORDER BY placed_at DESC, id DESC').all()) {
  if (!ordersByCustomer.has(order.customer_id)) ordersByCustomer.set(order.customer_id, [])
  ordersByCustomer.get(order.customer_id).push(order)
}
const itemsByOrder = new Map()
for (const item of db.prepare('SELECT order_id, product_id, quantity, unit_price_cents FROM order_items ORDER BY id').all()) {
  if (!itemsByOrder.has(item.order_id)) itemsByOrder.set(item.order_id, [])
  const product = products.get(item.product_id)
  itemsByOrder.get(item.order_id).push({ productId: item.product_id, sku: product.sku, name: product.name, quantity: item.quantity, unitPriceCents: item.unit_price_cents })
}

const app = express()

app.get('/api/customers/:id/orders', (req, res) => {
  const customer = /^\d{1,9}$/.test(req.params.id) ? customers.get(Number(req.params.id)) : undefined
  if (!customer) return res.status(404).json({ error: 'no such customer' })
  const orders = (ordersByCustomer.get(customer.id) || []).map((order) => {
    const items = itemsByOrder.get(order.id) || []
    return {
      id: order.id,
      placedAt: order.placed_at,
      status: order.status,
      totalCents: items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
      items
    }
  })
  res.json({ customer: { id: customer.id, name: customer.name, city: customer.city }, orders })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
