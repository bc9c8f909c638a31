'use strict'
// bench/hello/hapi.js with one listener on the request's own events per request: the first touch
// of request.events builds that request's Podium emitter and validates its event definitions, and
// once() validates the listener's options (the 2017 pattern's one surviving corner).
const Hapi = require('@hapi/hapi')

async function start () {
  const server = Hapi.server({ port: process.env.PORT || 3000, host: '127.0.0.1' })
  server.route({
    method: 'GET',
    path: '/',
    handler: (request) => {
      request.events.once('finish', () => {})
      return { hello: 'world' }
    }
  })
  await server.start()
}
start()
