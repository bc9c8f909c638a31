'use strict'
// One route answering the body serialised once, a cached string written with res.end (the article's fix).
const express = require('express')
const body = JSON.stringify(require('./body'))
const app = express()
app.get('/', (req, res) => {
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.end(body)
})
app.listen(process.env.PORT || 3000, '127.0.0.1')
