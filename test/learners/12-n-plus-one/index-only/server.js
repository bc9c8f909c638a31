'use strict'
// Acme Outdoor's order history API. The shop's account page shows a customer's orders, newest
// first, each with what was in it: GET /api/customers/:id/orders. The shop's database is SQLite
// (node:sqlite, built into Node.js), filled with the shop's data when the server starts. With a
// handful of test orders the page was instant; with twenty thousand orders it takes a good part
// of a second, and more for the best customers. Why?
const express = require('express')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

// The shop's tables (shop-data.js shows them), in memory: customers, products, orders and
// order_items, about 85,000 rows.
const db = loadShop(new DatabaseSync(':memory:'))
// The queries search orders by customer and items by order: index both.
db.exec('CREATE INDEX orders_customer_id ON orders (customer_id)')
db.exec('CREATE INDEX order_items_order_id ON order_items (order_id)')

const customerById = db.prepare('SELECT id, name, city FROM customers WHERE id = ?')
const ordersOfCustomer = db.prepare(`
  SELECT id, placed_at, status FROM orders
  WHERE customer_id = ?
  ORDER BY placed_at DESC, id DESC`)
const itemsOfOrder = db.prepare(`
  SELECT order_items.product_id, products.sku, products.name, order_items.quantity, order_items.unit_price_cents
  FROM order_items JOIN products ON products.id = order_items.product_id
  WHERE order_items.order_id = ?
  ORDER BY order_items.id`)

const app = express()

// A customer's orders, newest first, with their items.
app.get('/api/customers/:id/orders', (req, res) => {
  const customer = /^\d{1,9}$/.test(req.params.id) ? customerById.get(Number(req.params.id)) : undefined
  if (!customer) return res.status(404).json({ error: 'no such customer' })
  const orders = ordersOfCustomer.all(customer.id).map((order) => {
    const items = itemsOfOrder.all(order.id).map((item) => ({
      productId: item.product_id,
      sku: item.sku,
      name: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents
    }))
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
