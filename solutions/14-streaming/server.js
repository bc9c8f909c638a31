'use strict'
// The reference solution of 14-streaming. TODO(new-exercise) the reference solution: the starter, fixed.
const http = require('node:http')

http.createServer((req, res) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end('ok\n')
}).listen(process.env.PORT, '127.0.0.1')
