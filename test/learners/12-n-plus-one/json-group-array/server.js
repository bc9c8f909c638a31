'use strict'
// Acme Outdoor's order history API: SQLite builds the whole answer as JSON in one statement
// (json_object, json_group_array with ORDER BY), and the route sends the text as it is.
const express = require('express')
const { DatabaseSync } = require('node:sqlite')
const { loadShop } = require('./shop-data')

const db = loadShop(new DatabaseSync(':memory:'))
db.exec(`
  CREATE INDEX orders_customer_id ON orders (customer_id);
  CREATE INDEX order_items_order_id ON order_items (order_id);
`)

const ordersPage = db.prepare(`
  SELECT json_object(
    'customer', json_object('id', c.id, 'name', c.name, 'city', c.city),
    'orders', (
      SELECT json_group_array(json_object(
        'id', o.id,
        'placedAt', o.placed_at,
        'status', o.status,
        'totalCents', (SELECT coalesce(sum(quantity * unit_price_cents), 0) FROM order_items WHERE order_id = o.id),
        'items', (
          SELECT json_group_array(json_object(
            'productId', oi.product_id, 'sku', p.sku, 'name', p.name,
            'quantity', oi.quantity, 'unitPriceCents', oi.unit_price_cents
          ) ORDER BY oi.id)
          FROM order_items oi JOIN products p ON p.id = oi.product_id
          WHERE oi.order_id = o.id
        )
      ) ORDER BY o.placed_at DESC, o.id DESC)
      FROM orders o WHERE o.customer_id = c.id
    )
  ) AS body
  FROM customers c WHERE c.id = ?`)

const app = express()

app.get('/api/customers/:id/orders', (req, res) => {
  const page = /^\d{1,9}$/.test(req.params.id) ? ordersPage.get(Number(req.params.id)) : undefined
  if (!page) return res.status(404).json({ error: 'no such customer' })
  res.type('application/json').send(page.body)
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
