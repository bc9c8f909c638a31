// Acme Outdoor's trail planner, one worker per CPU core, written as ES modules: named imports
// from node:os and node:cluster, top-level code, no 'use strict'. The primary forks, replaces a
// worker that dies, and on SIGTERM or SIGINT lets every worker finish its requests.
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'

const port = process.env.PORT || 3000

if (cluster.isPrimary) {
  const workers = new Set()
  let stopping = false
  const fork = () => workers.add(cluster.fork())
  for (let i = 0; i < availableParallelism(); i++) fork()

  cluster.on('exit', (worker) => {
    workers.delete(worker)
    if (!stopping) fork()
    else if (workers.size === 0) process.exit(0)
  })
  const stop = () => {
    stopping = true
    for (const worker of workers) worker.disconnect()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
} else {
  const { app } = await import('./app.js')
  app.listen(port, '127.0.0.1')
}
