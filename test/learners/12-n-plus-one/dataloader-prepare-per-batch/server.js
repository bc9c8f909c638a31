'use strict'
// Acme Outdoor's order history API with DataLoader: a loader per request batches the orders'
// items into one query, WHERE order_id IN (?, ?, …) with one placeholder per order, written for
// each batch.
const express = require('express')
const DataLoader = require('dataloader')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))
db.exec('CREATE INDEX orders_by_customer ON orders (customer_id)')
db.exec('CREATE INDEX items_by_order ON order_items (order_id)')

const customerById = db.prepare('SELECT id, name, city FROM customers WHERE id = ?')
const ordersOfCustomer = db.prepare(`
  SELECT id, placed_at, status FROM orders
  WHERE customer_id = ?
  ORDER BY placed_at DESC, id DESC`)

async function loadItems (orderIds) {
  const rows = db.prepare(`
    SELECT order_items.order_id, order_items.product_id, products.sku, products.name,
           order_items.quantity, order_items.unit_price_cents
    FROM order_items JOIN products ON products.id = order_items.product_id
    WHERE order_items.order_id IN (${orderIds.map(() => '?').join(', ')})
    ORDER BY order_items.id`).all(...orderIds)
  return orderIds.map((id) => rows.filter((row) => row.order_id === id).map((row) => ({
    productId: row.product_id,
    sku: row.sku,
    name: row.name,
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents
  })))
}

const app = express()

app.get('/api/customers/:id/orders', async (req, res) => {
  const customer = /^\d{1,9}$/.test(req.params.id) ? customerById.get(Number(req.params.id)) : undefined
  if (!customer) return res.status(404).json({ error: 'no such customer' })
  const items = new DataLoader(loadItems)
  const orders = await Promise.all(ordersOfCustomer.all(customer.id).map(async (order) => {
    const orderItems = await items.load(order.id)
    return {
      id: order.id,
      placedAt: order.placed_at,
      status: order.status,
      totalCents: orderItems.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
      items: orderItems
    }
  }))
  res.json({ customer: { id: customer.id, name: customer.name, city: customer.city }, orders })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
