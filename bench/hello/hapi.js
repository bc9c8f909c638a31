'use strict'
// The same hello-world JSON route on hapi 21 (see bench/hello/express.js).
const Hapi = require('@hapi/hapi')

async function start () {
  const server = Hapi.server({ port: process.env.PORT || 3000, host: '127.0.0.1' })
  server.route({ method: 'GET', path: '/', handler: () => ({ hello: 'world' }) })
  await server.start()
}
start()
