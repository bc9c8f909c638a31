'use strict'
// The audit trail: what happened during each request, in order (received, what the handlers did,
// failed, slow, completed), kept for the last 1000 requests so support can look one up by its x-request-id, and
// a running summary (responses by status class, security events, bookings) for the dashboard.
const { Podium } = require('@hapi/podium')

const KEEP = 1000
const SLOW_MS = 1000 // answers slower than this get a request.slow entry

// The events of one request's trail. Actions come on two channels: 'business' (what the API did
// for the customer) and 'security' (what an administrator should see, such as rejected input).
const TRAIL_EVENTS = [
  'received',
  { name: 'action', channels: ['business', 'security'] },
  'failed',
  'slow',
  'completed'
]

module.exports = {
  name: 'audit',
  register (server) {
    const trails = new Map() // request id → [{ event, …details }], oldest request first
    const summary = { responses: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }, securityEvents: 0, bookings: 0 }

    function record (requestId, event, details) {
      let entries = trails.get(requestId)
      if (!entries) {
        entries = []
        trails.set(requestId, entries)
        if (trails.size > KEEP) trails.delete(trails.keys().next().value)
      }
      entries.push({ event, ...details })
    }

    // One emitter for the whole server, built and validated once. The listeners write to the
    // trail of the request being handled, whose id onRequest keeps.
    let current = null
    const trail = new Podium(TRAIL_EVENTS)
    trail.on('received', (details) => record(current, 'request.received', details))
    trail.on({ name: 'action', channels: 'business' }, ({ action, ...details }) => record(current, action, details))
    trail.on({ name: 'action', channels: 'security' }, ({ action, ...details }) => {
      record(current, action, details)
      summary.securityEvents++
    })
    trail.on({ name: 'action', filter: 'booking' }, () => { summary.bookings++ })
    trail.on('failed', (details) => record(current, 'request.failed', details))
    trail.on('slow', (details) => record(current, 'request.slow', details))
    trail.on('completed', (details) => record(current, 'request.completed', details))
    trail.on('completed', ({ status }) => { summary.responses[`${Math.floor(status / 100)}xx`]++ })

    server.ext('onRequest', (request, h) => {
      current = request.info.id
      trail.emit('received', { method: request.method.toUpperCase(), path: request.path })
      return h.continue
    })

    server.decorate('request', 'audit', function (action, details = {}, channel = 'business') {
      trail.emit({ name: 'action', channel, tags: action.split('.')[0] }, { action, ...details })
    })

    server.ext('onPreResponse', (request, h) => {
      const { response } = request
      const id = request.info.id
      const status = response.isBoom ? response.output.statusCode : response.statusCode
      if (status === 400) request.audit('input.rejected', { reason: response.output.payload.message }, 'security')
      if (status >= 500) trail.emit('failed', { error: response.message })
      const ms = Date.now() - request.info.received
      if (ms > SLOW_MS) trail.emit('slow', { ms })
      trail.emit('completed', { status })
      if (response.isBoom) response.output.headers['x-request-id'] = id
      else response.header('x-request-id', id)
      return h.continue
    })

    server.route({
      method: 'GET',
      path: '/api/audit/summary',
      handler: () => summary
    })

    server.route({
      method: 'GET',
      path: '/api/audit/{requestId}',
      handler: (request, h) => {
        const entries = trails.get(request.params.requestId)
        return entries ? { requestId: request.params.requestId, entries } : h.response({ error: 'unknown request id' }).code(404)
      }
    })
  }
}
