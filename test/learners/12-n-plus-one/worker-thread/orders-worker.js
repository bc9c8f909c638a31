'use strict'
// The database thread: the shop in SQLite, its statements prepared once, one page per message.
const { parentPort } = require('node:worker_threads')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))
db.exec('CREATE INDEX orders_by_customer ON orders (customer_id)')
db.exec('CREATE INDEX items_by_order ON order_items (order_id)')

const customerById = db.prepare('SELECT id, name, city FROM customers WHERE id = ?')
const lines = db.prepare(`
  SELECT o.id AS order_id, o.placed_at, o.status,
         i.product_id, p.sku, p.name, i.quantity, i.unit_price_cents
  FROM orders o
  JOIN order_items i ON i.order_id = o.id
  JOIN products p ON p.id = i.product_id
  WHERE o.customer_id = ?
  ORDER BY o.placed_at DESC, o.id DESC, i.id`)

parentPort.on('message', ({ id, customerId }) => {
  const customer = customerById.get(customerId)
  if (!customer) return parentPort.postMessage({ id, page: null })
  const orders = []
  for (const line of lines.all(customerId)) {
    let order = orders.at(-1)
    if (!order || order.id !== line.order_id) {
      order = { id: line.order_id, placedAt: line.placed_at, status: line.status, totalCents: 0, items: [] }
      orders.push(order)
    }
    order.items.push({ productId: line.product_id, sku: line.sku, name: line.name, quantity: line.quantity, unitPriceCents: line.unit_price_cents })
    order.totalCents += line.quantity * line.unit_price_cents
  }
  parentPort.postMessage({ id, page: { customer: { id: customer.id, name: customer.name, city: customer.city }, orders } })
})
