'use strict'
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
    handler: () => orders.map(present) // present() makes new objects: the list we hold is never changed
  })
  await server.start()
}

start()
