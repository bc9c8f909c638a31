'use strict'
// docs/YOUR-SERVICE.md: an Express service as last commit had it. GET /api/orders deep-copies
// the orders (JSON.parse(JSON.stringify(…))) before it presents them, to keep the list it holds
// from being changed: a second serialisation, and a parse, on every request.
const express = require('express')
const { orders } = require('../orders')

function present (order) {
  return { id: order.id, customer: order.customer, items: order.items, total: order.total, placedAt: order.placedAt }
}

const app = express()

app.get('/api/orders', (req, res) => {
  const copy = JSON.parse(JSON.stringify(orders))
  res.json(copy.map(present))
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
