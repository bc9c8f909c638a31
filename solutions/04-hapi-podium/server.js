'use strict'
// Trailhead: the booking API of a company that runs guided hikes, built on hapi 21. Every request
// leaves an audit trail (see plugins/audit.js) that support reads through GET /api/audit/{id}.
// Since the audit plugin went in, the API serves about half as many requests as before. Why?
const Hapi = require('@hapi/hapi')
const Joi = require('joi')
const audit = require('./plugins/audit')
const trails = require('./data/trails.json')

const trailsById = new Map(trails.map((trail) => [trail.id, trail]))
const bookings = []

async function start () {
  const server = Hapi.server({ port: process.env.PORT || 3000, host: '127.0.0.1' })
  server.validator(Joi)
  await server.register(audit)

  server.route({
    method: 'GET',
    path: '/api/trails',
    options: {
      validate: {
        query: Joi.object({
          difficulty: Joi.string().valid('easy', 'moderate', 'hard'),
          limit: Joi.number().integer().min(1).max(50).default(10)
        })
      }
    },
    handler: (request) => {
      const { difficulty, limit } = request.query
      return trails.filter((trail) => !difficulty || trail.difficulty === difficulty).slice(0, limit)
    }
  })

  server.route({
    method: 'GET',
    path: '/api/trails/{id}',
    options: {
      validate: { params: Joi.object({ id: Joi.number().integer().min(1).required() }) }
    },
    handler: (request, h) => {
      const trail = trailsById.get(request.params.id)
      if (!trail) return h.response({ error: 'no such trail' }).code(404)
      request.audit('trail.viewed', { trailId: trail.id })
      return trail
    }
  })

  server.route({
    method: 'POST',
    path: '/api/bookings',
    options: {
      validate: {
        payload: Joi.object({
          trailId: Joi.number().integer().min(1).required(),
          date: Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/).required(),
          people: Joi.number().integer().min(1).max(12).required(),
          email: Joi.string().email().required()
        })
      }
    },
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
