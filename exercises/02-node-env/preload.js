'use strict'
// 02-node-env's preload (spec.preload), loaded into the learner's server by verify and run. The
// server is started as NODE_ENV=production APP_ENV=staging; whether it is still production once
// it runs, only the process itself knows (its /proc environment is the one it started with). The
// check asks through a private socket (NPW_ENV_SOCKET) for process.env.NODE_ENV as it is now.
const { isMainThread } = require('node:worker_threads')
const { serveCounter } = require('../../lib/kit/counter')

const socketPath = process.env.NPW_ENV_SOCKET
if (socketPath && isMainThread) {
  // null, not undefined: a NODE_ENV deleted by the learner's code is still an answer.
  serveCounter(socketPath, { env: () => ({ nodeEnv: process.env.NODE_ENV ?? null }) })
}
