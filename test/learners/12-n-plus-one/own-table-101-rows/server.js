'use strict'
// Acme Outdoor's order history API: the customer, whose city is looked up in a table of this
// server's own (101 delivery zones, no index: SCAN delivery_zones, one row more than a table read
// whole may hold), the orders, then the items of all of them in one query: 4 statements.
const express = require('express')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))
db.exec(`
  CREATE INDEX idx_orders_customer_id ON orders (customer_id);
  CREATE INDEX idx_order_items_order_id ON order_items (order_id);
`)

// The delivery zones, a table of this server's own: every city of the shop, and more.
db.exec('CREATE TABLE delivery_zones (city TEXT NOT NULL, zone INTEGER NOT NULL)')
const addZone = db.prepare('INSERT INTO delivery_zones (city, zone) VALUES (?, ?)')
const cities = db.prepare('SELECT DISTINCT city FROM customers ORDER BY city').all().map((row) => row.city)
for (let i = 0; i < 101; i++) addZone.run(cities[i] ?? `zone town ${i}`, i % 7)
const zoneOf = db.prepare('SELECT zone FROM delivery_zones WHERE city = ?')

const customerById = db.prepare('SELECT id, name, city FROM customers WHERE id = ?')
const ordersOfCustomer = db.prepare(`
  SELECT id, placed_at, status FROM orders
  WHERE customer_id = ?
  ORDER BY placed_at DESC, id DESC`)
// One statement for the items of any number of orders: the ids arrive as a JSON array.
const itemsOfOrders = db.prepare(`
  SELECT order_items.order_id, order_items.product_id, products.sku, products.name,
         order_items.quantity, order_items.unit_price_cents
  FROM order_items JOIN products ON products.id = order_items.product_id
  WHERE order_items.order_id IN (SELECT value FROM json_each(?))
  ORDER BY order_items.id`)

const app = express()

app.get('/api/customers/:id/orders', (req, res) => {
  const customer = /^\d{1,9}$/.test(req.params.id) ? customerById.get(Number(req.params.id)) : undefined
  if (!customer) return res.status(404).json({ error: 'no such customer' })
  res.set('X-Delivery-Zone', String(zoneOf.get(customer.city)?.zone ?? 'none'))
  const orders = ordersOfCustomer.all(customer.id)
  const itemsByOrder = new Map(orders.map((order) => [order.id, []]))
  if (orders.length > 0) {
    for (const item of itemsOfOrders.all(JSON.stringify(orders.map((order) => order.id)))) {
      itemsByOrder.get(item.order_id).push({
        productId: item.product_id,
        sku: item.sku,
        name: item.name,
        quantity: item.quantity,
        unitPriceCents: item.unit_price_cents
      })
    }
  }
  res.json({
    customer: { id: customer.id, name: customer.name, city: customer.city },
    orders: orders.map((order) => {
      const items = itemsByOrder.get(order.id)
      return {
        id: order.id,
        placedAt: order.placed_at,
        status: order.status,
        totalCents: items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
        items
      }
    })
  })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
