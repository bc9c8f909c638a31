'use strict'
// Half-fix: one worker per core, restarts, and on SIGTERM every worker is disconnected so that it
// finishes its requests; but the 'exit' handler still starts a new worker for each one that ends,
// shutdown included: the cluster never ends.
const cluster = require('node:cluster')
const os = require('node:os')

const port = process.env.PORT || 3000

if (cluster.isPrimary) {
  const count = os.availableParallelism()
  // Our own list: cluster.workers forgets a worker as soon as it is told to disconnect, long
  // before it has finished its requests and exited.
  const running = new Set()
  const start = () => running.add(cluster.fork())

  for (let i = 0; i < count; i++) start()

  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker)
    console.error(`worker ${worker.process.pid} ended (${signal || code}); starting another`)
    start()
  })

  const stop = () => {
    // disconnect(): the worker stops accepting connections, finishes the requests it is
    // serving, and exits.
    for (const worker of running) worker.disconnect()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  console.log(`Trail planner primary (pid ${process.pid}): ${count} workers on port ${port}`)
} else {
  const { app } = require('./app')
  app.listen(port, '127.0.0.1')
  // Ctrl-C in a terminal reaches every process of the group: the primary decides how the
  // workers end, so a worker lets it.
  process.on('SIGINT', () => {})
}
