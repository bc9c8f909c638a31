'use strict'
// The audit trail: what happened during each request, in order (received, what the handlers did,
// failed, slow, completed), kept for the last 1000 requests so support can look one up by its x-request-id, and
// a running summary (responses by status class, security events, bookings) for the dashboard.
//
// The events and their listeners are registered once, at start-up, on the server's own emitter.
// Podium checks event definitions and listener options against a schema when they are
// registered; registering them per request ran that validation on the same static objects
// thousands of times a second. emit() validates nothing.
const KEEP = 1000
const SLOW_MS = 1000 // answers slower than this get a request.slow entry

module.exports = {
  name: 'audit',
  register (server) {
    const trails = new Map() // request id → [{ event, …details }], oldest request first
    const summary = { responses: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }, securityEvents: 0, bookings: 0, aborted: 0 }

    function record (requestId, event, details) {
      let entries = trails.get(requestId)
      if (!entries) {
        entries = []
        trails.set(requestId, entries)
        if (trails.size > KEEP) trails.delete(trails.keys().next().value)
      }
      entries.push({ event, ...details })
    }

    // Every event carries the id of the request it belongs to.
    server.event([
      'audit.received',
      { name: 'audit.action', channels: ['business', 'security'] },
      'audit.failed',
      'audit.slow',
      'audit.completed'
    ])
    server.events.on('audit.received', ({ id, details }) => record(id, 'request.received', details))
    server.events.on({ name: 'audit.action', channels: 'business' }, ({ id, action, details }) => record(id, action, details))
    server.events.on({ name: 'audit.action', channels: 'security' }, ({ id, action, details }) => {
      record(id, action, details)
      summary.securityEvents++
    })
    server.events.on({ name: 'audit.action', filter: 'booking' }, () => { summary.bookings++ })
    server.events.on('audit.failed', ({ id, details }) => record(id, 'request.failed', details))
    server.events.on('audit.slow', ({ id, details }) => record(id, 'request.slow', details))
    server.events.on('audit.completed', ({ id, details }) => record(id, 'request.completed', details))
    server.events.on('audit.completed', ({ details }) => { summary.responses[`${Math.floor(details.status / 100)}xx`]++ })

    // The bonus: requests whose client left before the answer. hapi emits 'response' for them
    // too, with request.info.responded still 0; request.events.once('disconnect') would build and
    // validate an emitter per request instead.

    server.ext('onRequest', (request, h) => {
      const details = { method: request.method.toUpperCase(), path: request.path }
      server.events.emit('audit.received', { id: request.info.id, details })
      // The obvious way to see clients that hang up (the bonus): hapi's own request.events
      request.events.once('disconnect', () => {
        record(request.info.id, 'request.aborted', {})
        summary.aborted++
      })
      return h.continue
    })

    // What handlers call: request.audit('booking.created', { bookingId: 7 }). The action's first
    // word is its tag ('booking'), which listeners can filter on.
    server.decorate('request', 'audit', function (action, details = {}, channel = 'business') {
      server.events.emit({ name: 'audit.action', channel, tags: action.split('.')[0] }, { id: this.info.id, action, details })
    })

    server.ext('onPreResponse', (request, h) => {
      const { response } = request
      const status = response.isBoom ? response.output.statusCode : response.statusCode
      if (status === 400) request.audit('input.rejected', { reason: response.output.payload.message }, 'security')
      if (status >= 500) server.events.emit('audit.failed', { id: request.info.id, details: { error: response.message } })
      const ms = Date.now() - request.info.received
      if (ms > SLOW_MS) server.events.emit('audit.slow', { id: request.info.id, details: { ms } })
      server.events.emit('audit.completed', { id: request.info.id, details: { status } })
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
