'use strict'
// The audit trail: what happened during each request, in order (received, what the handlers did,
// failed, slow, completed), kept for the last 1000 requests so support can look one up by its x-request-id, and
// a running summary (responses by status class, security events, bookings) for the dashboard.
const { EventEmitter } = require('node:events')

const KEEP = 1000
const SLOW_MS = 1000 // answers slower than this get a request.slow entry

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

    server.ext('onRequest', (request, h) => {
      // Each request gets an emitter of its own, with listeners that write to its trail. Node's
      // EventEmitter validates nothing, unlike Podium (channels are part of the event name).
      const id = request.info.id
      const trail = new EventEmitter()
      trail.on('received', (details) => record(id, 'request.received', details))
      trail.on('action:business', ({ action, ...details }) => record(id, action, details))
      trail.on('action:security', ({ action, ...details }) => {
        record(id, action, details)
        summary.securityEvents++
      })
      trail.on('action:business', ({ action }) => { if (action.startsWith('booking.')) summary.bookings++ })
      trail.on('failed', (details) => record(id, 'request.failed', details))
      trail.on('slow', (details) => record(id, 'request.slow', details))
      trail.on('completed', (details) => record(id, 'request.completed', details))
      trail.on('completed', ({ status }) => { summary.responses[`${Math.floor(status / 100)}xx`]++ })
      request.plugins.audit = trail
      trail.emit('received', { method: request.method.toUpperCase(), path: request.path })
      return h.continue
    })

    // What handlers call: request.audit('booking.created', { bookingId: 7 }). The action's first
    // word is its tag ('booking'), which listeners can filter on.
    server.decorate('request', 'audit', function (action, details = {}, channel = 'business') {
      this.plugins.audit.emit(`action:${channel}`, { action, ...details })
    })

    server.ext('onPreResponse', (request, h) => {
      const { response } = request
      const status = response.isBoom ? response.output.statusCode : response.statusCode
      if (status === 400) request.audit('input.rejected', { reason: response.output.payload.message }, 'security')
      if (status >= 500) request.plugins.audit.emit('failed', { error: response.message })
      const ms = Date.now() - request.info.received
      if (ms > SLOW_MS) request.plugins.audit.emit('slow', { ms })
      request.plugins.audit.emit('completed', { status })
      if (response.isBoom) response.output.headers['x-request-id'] = request.info.id
      else response.header('x-request-id', request.info.id)
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
