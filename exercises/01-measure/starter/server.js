'use strict'
// A small server to practise on: start it with `PORT=3000 node server.js` and point your bench.js
// at http://127.0.0.1:3000/
const http = require('node:http')

const port = process.env.PORT || 3000

http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify({ hello: 'world', time: Date.now() }))
}).listen(port, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${port}/`)
})
