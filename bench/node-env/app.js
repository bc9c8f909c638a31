'use strict'
// What NODE_ENV changes in Express 5, for the express-tuning reading: 02's shop page with one
// partial per product (GET /), the same page with the loop written inline (GET /inline), and a
// JSON route (GET /api/info). production.js and development.js set NODE_ENV before Express reads
// it (inside express()), so that bench/side-by-side.js, which gives both servers one environment,
// can compare them:
//   node bench/side-by-side.js bench/node-env/production.js bench/node-env/development.js --path /inline
const path = require('node:path')
const express = require('express')

const starter = path.join(__dirname, '..', '..', 'exercises', '02-node-env', 'starter')
const config = require(path.join(starter, 'config', 'production.json'))
const products = require(path.join(starter, 'data', 'products.json'))

const app = express()
app.set('view engine', 'ejs')
app.set('views', [path.join(starter, 'views'), path.join(__dirname, 'views')])
app.get('/', (req, res) => res.render('index', { config, products }))
app.get('/inline', (req, res) => res.render('inline', { config, products }))
app.get('/api/info', (req, res) => res.json({ environment: config.name, apiBase: config.apiBase, products: products.length }))
app.listen(process.env.PORT || 3000, '127.0.0.1')
