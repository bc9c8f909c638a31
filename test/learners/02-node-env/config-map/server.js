// All configs loaded, picked by APP_ENV || NODE_ENV; view cache as Express sets it.
const path = require('node:path')
const express = require('express')
const configs = { development: require('./config/development.json'), staging: require('./config/staging.json'), production: require('./config/production.json') }
const config = configs[process.env.APP_ENV || process.env.NODE_ENV || 'development']
const products = require('./data/products.json')
const app = express()
app.set('view engine', 'ejs')
app.set('views', path.join(__dirname, 'views'))
app.get('/', (req, res) => { res.render('index', { config, products }) })
app.get('/api/info', (req, res) => { res.json({ environment: config.name, apiBase: config.apiBase, products: products.length }) })
app.get('/api/checkout', () => { throw new Error('Payment provider timed out') })
app.listen(process.env.PORT || 3000, '127.0.0.1')
