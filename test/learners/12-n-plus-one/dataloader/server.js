'use strict'
// Acme Outdoor's order history API with DataLoader (the pattern of its README): a loader per
// request, each order asks it for its items, and DataLoader calls the batch function once with
// every order id asked for in the same tick: one query for all of them.
const express = require('express')
const DataLoader = require('dataloader')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))
db.exec(`
  CREATE INDEX orders_by_customer ON orders (customer_id);
  CREATE INDEX items_by_order ON order_items (order_id);
`)

const customerById = db.prepare('SELECT id, name, city FROM customers WHERE id = ?')
const ordersOfCustomer = db.prepare(`
  SELECT id, placed_at, status FROM orders
  WHERE customer_id = ?
  ORDER BY placed_at DESC, id DESC`)
const itemsOfOrders = db.prepare(`
  SELECT order_items.order_id, order_items.product_id, products.sku, products.name,
         order_items.quantity, order_items.unit_price_cents
  FROM order_items JOIN products ON products.id = order_items.product_id
  WHERE order_items.order_id IN (SELECT value FROM json_each(?))
  ORDER BY order_items.id`)

// The batch function: the items of many orders, in the order of the ids asked for.
async function loadItems (orderIds) {
  const byOrder = new Map(orderIds.map((id) => [id, []]))
  for (const row of itemsOfOrders.all(JSON.stringify(orderIds))) {
    byOrder.get(row.order_id).push({
      productId: row.product_id,
      sku: row.sku,
      name: row.name,
      quantity: row.quantity,
      unitPriceCents: row.unit_price_cents
    })
  }
  return orderIds.map((id) => byOrder.get(id))
}

const app = express()

app.get('/api/customers/:id/orders', async (req, res) => {
  const customer = /^\d{1,9}$/.test(req.params.id) ? customerById.get(Number(req.params.id)) : undefined
  if (!customer) return res.status(404).json({ error: 'no such customer' })
  const itemsLoader = new DataLoader(loadItems)
  const orders = await Promise.all(ordersOfCustomer.all(customer.id).map(async (order) => {
    const items = await itemsLoader.load(order.id)
    return {
      id: order.id,
      placedAt: order.placed_at,
      status: order.status,
      totalCents: items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
      items
    }
  }))
  res.json({ customer: { id: customer.id, name: customer.name, city: customer.city }, orders })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
