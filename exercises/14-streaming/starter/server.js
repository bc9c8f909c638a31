'use strict'
// The starter of 14-streaming. TODO(new-exercise) the slow server the learner starts from.
const http = require('node:http')

http.createServer((req, res) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end('ok\n')
}).listen(process.env.PORT, '127.0.0.1')
