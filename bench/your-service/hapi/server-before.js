'use strict'
// docs/YOUR-SERVICE.md: the same shop on hapi, as last commit had it: the orders deep-copied
// (JSON.parse(JSON.stringify(…))) on every request before they are presented.
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
    handler: () => JSON.parse(JSON.stringify(orders)).map(present)
  })
  await server.start()
}

start()
