'use strict'
// Acme Outdoor's order history API, without N+1: the customer, their orders, then the items of
// all those orders in one statement (the order ids passed as one JSON array), grouped in
// JavaScript. Three statements at most, each prepared once, each with an index to use.
const express = require('express')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))

// Foreign keys get no index by themselves. The orders' index follows the page's sort, newest
// first, with the customer in it, so that SQLite needs no sort for the orders.
db.exec('CREATE INDEX IF NOT EXISTS idx_orders_newest_first ON orders (placed_at DESC, id DESC, customer_id)')
db.exec('CREATE INDEX IF NOT EXISTS idx_order_items_order_id ON order_items (order_id)')

const statements = {
  customerById: db.prepare('SELECT id, name, city FROM customers WHERE id = ?'),
  ordersOfCustomer: db.prepare(`
    SELECT id, placed_at, status FROM orders
    WHERE customer_id = ?
    ORDER BY placed_at DESC, id DESC`),
  itemsOfOrders: db.prepare(`
    SELECT order_items.order_id, order_items.product_id, products.sku, products.name,
           order_items.quantity, order_items.unit_price_cents
    FROM order_items JOIN products ON products.id = order_items.product_id
    WHERE order_items.order_id IN (SELECT value FROM json_each(?))
    ORDER BY order_items.id`)
}

function loadOrders (customerId) {
  const orders = statements.ordersOfCustomer.all(customerId)
  if (orders.length === 0) return []

  const itemsByOrder = new Map(orders.map((order) => [order.id, []]))
  for (const item of statements.itemsOfOrders.all(JSON.stringify(orders.map((order) => order.id)))) {
    itemsByOrder.get(item.order_id).push({
      productId: item.product_id,
      sku: item.sku,
      name: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents
    })
  }

  return orders.map((order) => {
    const items = itemsByOrder.get(order.id)
    return {
      id: order.id,
      placedAt: order.placed_at,
      status: order.status,
      totalCents: items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
      items
    }
  })
}

const app = express()

app.get('/api/customers/:id/orders', (req, res) => {
  const { id } = req.params
  const customer = /^\d{1,9}$/.test(id) ? statements.customerById.get(Number(id)) : undefined
  if (!customer) {
    res.status(404).json({ error: 'no such customer' })
    return
  }
  res.json({ customer: { id: customer.id, name: customer.name, city: customer.city }, orders: loadOrders(customer.id) })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
