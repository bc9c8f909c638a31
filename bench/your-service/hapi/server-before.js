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
    handler: () => {
      const copy = JSON.parse(JSON.stringify(orders)) // so that nothing changes the list we hold
      return copy.map(present)
    }
  })
  await server.start()
}

start()
