'use strict'
// The audit trail: what happened during each request, in order (received, what the handlers did,
// failed, slow, completed), kept for the last 1000 requests so support can look one up by its x-request-id, and
// a running summary (responses by status class, security events, bookings) for the dashboard.

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

    // No emitter at all: the hooks write the trail directly.
    const completed = (id, status) => { record(id, 'request.completed', { status }); summary.responses[`${Math.floor(status / 100)}xx`]++ }
    server.ext('onRequest', (request, h) => {
      record(request.info.id, 'request.received', { method: request.method.toUpperCase(), path: request.path })
      return h.continue
    })
    server.decorate('request', 'audit', function (action, details = {}, channel = 'business') {
      record(this.info.id, action, details)
      if (channel === 'security') summary.securityEvents++
      if (action.split('.')[0] === 'booking') summary.bookings++
    })
    server.ext('onPreResponse', (request, h) => {
      const { response } = request
      const id = request.info.id
      const status = response.isBoom ? response.output.statusCode : response.statusCode
      if (status === 400) request.audit('input.rejected', { reason: response.output.payload.message }, 'security')
      if (status >= 500) record(id, 'request.failed', { error: response.message })
      const ms = Date.now() - request.info.received
      if (ms > SLOW_MS) record(id, 'request.slow', { ms })
      completed(id, status)
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
