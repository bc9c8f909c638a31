'use strict'
// The example from Node's cluster documentation, as it is (with a new fork on 'exit'): no
// handling of SIGTERM, so the primary dies at once and its workers with it.
const cluster = require('node:cluster')
const { availableParallelism } = require('node:os')

const numCPUs = availableParallelism()
const port = process.env.PORT || 3000

if (cluster.isPrimary) {
  console.log(`Primary ${process.pid} is running`)
  for (let i = 0; i < numCPUs; i++) cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    console.log(`worker ${worker.process.pid} died`)
    cluster.fork()
  })
} else {
  const { app } = require('./app')
  app.listen(port, '127.0.0.1')
  console.log(`Worker ${process.pid} started`)
}
