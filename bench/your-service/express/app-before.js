'use strict'
const express = require('express')
const { orders } = require('../orders')

function present (order) {
  return { id: order.id, customer: order.customer, items: order.items, total: order.total, placedAt: order.placedAt }
}

const app = express()

app.get('/api/orders', (req, res) => {
  const copy = JSON.parse(JSON.stringify(orders)) // so that nothing changes the list we hold
  res.json(copy.map(present))
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
