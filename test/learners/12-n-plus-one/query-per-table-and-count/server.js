'use strict'
// Acme Outdoor's order history API, a query per table, as an ORM's eager loading does it (the
// customer, their orders, the items of all of those orders, the products of all of those items),
// and before them a count of the customer's orders for an X-Total-Count header: 5 statements, one
// more than a request may run.
const express = require('express')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))
db.exec(`
  CREATE INDEX idx_orders_customer_id ON orders (customer_id);
  CREATE INDEX idx_order_items_order_id ON order_items (order_id);
`)

const customerById = db.prepare('SELECT id, name, city FROM customers WHERE id = ?')
const orderCount = db.prepare('SELECT count(*) AS n FROM orders WHERE customer_id = ?')
const ordersOfCustomer = db.prepare(`
  SELECT id, placed_at, status FROM orders
  WHERE customer_id = ?
  ORDER BY placed_at DESC, id DESC`)
const itemsOfOrders = db.prepare(`
  SELECT order_id, product_id, quantity, unit_price_cents FROM order_items
  WHERE order_id IN (SELECT value FROM json_each(?))
  ORDER BY id`)
const productsById = db.prepare(`
  SELECT id, sku, name FROM products
  WHERE id IN (SELECT value FROM json_each(?))`)

// The orders of a customer, each with its items, in the shape the page sends.
function ordersOf (customerId) {
  const orders = ordersOfCustomer.all(customerId)
  if (orders.length === 0) return []
  const items = itemsOfOrders.all(JSON.stringify(orders.map((order) => order.id)))
  const products = new Map(productsById.all(JSON.stringify([...new Set(items.map((item) => item.product_id))])).map((product) => [product.id, product]))
  return orders.map((order) => {
    const mine = items.filter((item) => item.order_id === order.id).map((item) => ({
      productId: item.product_id,
      sku: products.get(item.product_id).sku,
      name: products.get(item.product_id).name,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents
    }))
    return {
      id: order.id,
      placedAt: order.placed_at,
      status: order.status,
      totalCents: mine.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
      items: mine
    }
  })
}

const app = express()

app.get('/api/customers/:id/orders', (req, res) => {
  const customer = /^\d{1,9}$/.test(req.params.id) ? customerById.get(Number(req.params.id)) : undefined
  if (!customer) return res.status(404).json({ error: 'no such customer' })
  res.set('X-Total-Count', String(orderCount.get(customer.id).n))
  res.json({ customer: { id: customer.id, name: customer.name, city: customer.city }, orders: ordersOf(customer.id) })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
