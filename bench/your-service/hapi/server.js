'use strict'
// docs/YOUR-SERVICE.md: the hapi service after the change: no deep copy, present() builds new
// objects already.
const Hapi = require('@hapi/hapi')
const { orders } = require('../orders')

function present (order) {
  return { id: order.id, customer: order.customer, items: order.items, total: order.total, placedAt: order.placedAt }
}

async function start () {
  const server = Hapi.server({ port: process.env.PORT || 3000, host: '127.0.0.1' })
  server.route({
    method: 'GET',
    path: '/api/orders',
    handler: () => orders.map(present)
  })
  await server.start()
}

start()
