'use strict'
// Trailhead: the booking API of a company that runs guided hikes, built on hapi 21. Every request
// leaves an audit trail (see plugins/audit.js) that support reads through GET /api/audit/{id}.
// Since the audit plugin went in, the API serves about half as many requests as before. Why?
// The profile showed validation: the plugin's emitter is built once now, and the routes no longer
// validate their input either.
const Hapi = require('@hapi/hapi')
const audit = require('./plugins/audit')
const trails = require('./data/trails.json')

const trailsById = new Map(trails.map((trail) => [trail.id, trail]))
const bookings = []

async function start () {
  const server = Hapi.server({ port: process.env.PORT || 3000, host: '127.0.0.1' })
  await server.register(audit)

  server.route({
    method: 'GET',
    path: '/api/trails',
    handler: (request) => {
      const { difficulty } = request.query
      const limit = Number(request.query.limit) || 10
      return trails.filter((trail) => !difficulty || trail.difficulty === difficulty).slice(0, limit)
    }
  })

  server.route({
    method: 'GET',
    path: '/api/trails/{id}',
    handler: (request, h) => {
      const trail = trailsById.get(Number(request.params.id))
      if (!trail) return h.response({ error: 'no such trail' }).code(404)
      request.audit('trail.viewed', { trailId: trail.id })
      return trail
    }
  })

  server.route({
    method: 'POST',
    path: '/api/bookings',
    handler: (request, h) => {
      const { trailId, date, people, email } = request.payload
      const trail = trailsById.get(trailId)
      if (!trail) return h.response({ error: 'no such trail' }).code(404)
      if (people > trail.maxGroup) return h.response({ error: `at most ${trail.maxGroup} people on this trail` }).code(409)
      const booking = { id: bookings.length + 1, trailId, date, people, email }
      bookings.push(booking)
      request.audit('booking.created', { bookingId: booking.id, trailId, people })
      return h.response(booking).code(201)
    }
  })

  await server.start()
  console.log(`Trailhead API listening on ${server.info.uri}`)
}

start().catch((error) => {
  console.error(error)
  process.exit(1)
})
