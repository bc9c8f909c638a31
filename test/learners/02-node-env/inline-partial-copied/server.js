'use strict'
// Acme Outdoor's shop front. Ops deploy it with NODE_ENV=staging on the staging servers, so that
// it loads config/staging.json. Since then the release candidate feels slow. Why?
const path = require('node:path')
const express = require('express')

const environment = process.env.APP_ENV || process.env.NODE_ENV || 'development'
const config = require(`./config/${environment}.json`)
const products = require('./data/products.json')

const app = express()
app.set('view engine', 'ejs')
app.set('views', path.join(__dirname, 'views'))

// The shop page: a layout of partials, one partial per product.
app.get('/', (req, res) => {
  res.render('index', { config, products })
})

// A small JSON API the mobile app uses.
app.get('/api/info', (req, res) => {
  res.json({ environment: config.name, apiBase: config.apiBase, products: products.length })
})

// A route that fails, as real routes sometimes do.
app.get('/api/checkout', () => {
  throw new Error('Payment provider timed out')
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`${config.siteName} listening on port ${process.env.PORT || 3000}`)
})
