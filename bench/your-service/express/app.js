'use strict'
const express = require('express')
const { orders } = require('../orders')

function present (order) {
  return { id: order.id, customer: order.customer, items: order.items, total: order.total, placedAt: order.placedAt }
}

const app = express()

app.get('/api/orders', (req, res) => {
  res.json(orders.map(present)) // present() makes new objects: the list we hold is never changed
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
