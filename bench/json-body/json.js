'use strict'
// One route answering the body with res.json (the article's starting point).
const express = require('express')
const body = require('./body')
const app = express()
app.get('/', (req, res) => res.json(body))
app.listen(process.env.PORT || 3000, '127.0.0.1')
