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

    // One emitter for the whole server, built and validated once; the request id travels in the data.
    const trail = new Podium(TRAIL_EVENTS)
    trail.on('received', ({ id, details }) => record(id, 'request.received', details))
    trail.on({ name: 'action', channels: 'business' }, ({ id, action, details }) => record(id, action, details))
    trail.on({ name: 'action', channels: 'security' }, ({ id, action, details }) => {
      record(id, action, details)
      summary.securityEvents++
    })
    trail.on({ name: 'action', filter: 'booking' }, () => { summary.bookings++ })
    trail.on('failed', ({ id, details }) => record(id, 'request.failed', details))
    trail.on('slow', ({ id, details }) => record(id, 'request.slow', details))
    trail.on('completed', ({ id, details }) => record(id, 'request.completed', details))
    trail.on('completed', ({ details }) => { summary.responses[`${Math.floor(details.status / 100)}xx`]++ })

    server.ext('onRequest', (request, h) => {
      trail.emit('received', { id: request.info.id, details: { method: request.method.toUpperCase(), path: request.path } })
      return h.continue
    })

    server.decorate('request', 'audit', function (action, details = {}, channel = 'business') {
      trail.emit({ name: 'action', channel }, { id: this.info.id, action, details })
    })

    server.ext('onPreResponse', (request, h) => {
      const { response } = request
      const id = request.info.id
      const status = response.isBoom ? response.output.statusCode : response.statusCode
      if (status === 400) request.audit('input.rejected', { reason: response.output.payload.message }, 'security')
      if (status >= 500) trail.emit('failed', { id, details: { error: response.message } })
      const ms = Date.now() - request.info.received
      if (ms > SLOW_MS) trail.emit('slow', { id, details: { ms } })
      trail.emit('completed', { id, details: { status } })
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
