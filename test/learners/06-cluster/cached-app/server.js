'use strict'
// Acme Outdoor's trail planner, one worker per CPU core. The primary process serves nothing
// itself: it starts the workers, replaces any that dies, and on SIGTERM or SIGINT lets them
// finish what they are serving before everything exits. The workers share one port: the
// primary accepts the connections and hands them out in turn.
const cluster = require('node:cluster')
const os = require('node:os')

const port = process.env.PORT || 3000
// How long a worker may take to finish its requests at shutdown before it is killed.
const SHUTDOWN_GRACE_MS = 5000

if (cluster.isPrimary) {
  const count = os.availableParallelism()
  // Our own list: cluster.workers forgets a worker as soon as it is told to disconnect, long
  // before it has finished its requests and exited.
  const running = new Set()
  let stopping = false
  const start = () => running.add(cluster.fork())

  for (let i = 0; i < count; i++) start()

  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker)
    if (stopping) {
      if (running.size === 0) process.exit(0)
      return
    }
    console.error(`worker ${worker.process.pid} ended (${signal || code}); starting another`)
    start()
  })

  const stop = () => {
    if (stopping) return
    stopping = true
    // disconnect(): the worker stops accepting connections, finishes the requests it is
    // serving, and exits.
    for (const worker of running) worker.disconnect()
    setTimeout(() => {
      for (const worker of running) worker.process.kill('SIGKILL')
    }, SHUTDOWN_GRACE_MS).unref()
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
