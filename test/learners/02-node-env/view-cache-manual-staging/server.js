// Half-fix: NODE_ENV = APP_ENV (staging) but app.set("view cache", true) by hand: fast, stack traces still shown.
const path = require('node:path')
if (process.env.APP_ENV) process.env.NODE_ENV = process.env.APP_ENV
const express = require('express')
const config = require(`./config/${process.env.NODE_ENV || 'development'}.json`)
const products = require('./data/products.json')
const app = express()
app.set('view cache', true)
app.set('view engine', 'ejs')
app.set('views', path.join(__dirname, 'views'))
app.get('/', (req, res) => { res.render('index', { config, products }) })
app.get('/api/info', (req, res) => { res.json({ environment: config.name, apiBase: config.apiBase, products: products.length }) })
app.get('/api/checkout', () => { throw new Error('Payment provider timed out') })
app.listen(process.env.PORT || 3000, '127.0.0.1')
