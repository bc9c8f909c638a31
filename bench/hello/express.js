'use strict'
// A hello-world JSON route on Express 5: the framework's fixed cost per request, for the
// hapi-benchmarks reading (node bench/side-by-side.js bench/hello/hapi.js bench/hello/express.js).
const express = require('express')
const app = express()
app.get('/', (req, res) => {
  res.json({ hello: 'world' })
})
app.listen(process.env.PORT || 3000, '127.0.0.1')
