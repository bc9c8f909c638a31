'use strict'
// docs/YOUR-SERVICE.md: the same service after the change to the handler: present() builds new
// objects already, so the list it reads is never changed, and the deep copy is gone.
const express = require('express')
const { orders } = require('../orders')

function present (order) {
  return { id: order.id, customer: order.customer, items: order.items, total: order.total, placedAt: order.placedAt }
}

const app = express()

app.get('/api/orders', (req, res) => {
  res.json(orders.map(present))
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
