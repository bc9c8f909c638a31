// Config read with fs + JSON.parse, chosen by APP_ENV (default: development); NODE_ENV left to Express.
const fs = require('node:fs')
const path = require('node:path')
const express = require('express')
const appEnv = process.env.APP_ENV ?? 'development'
const config = JSON.parse(fs.readFileSync(path.join(__dirname, 'config', `${appEnv}.json`), 'utf8'))
const products = JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'products.json'), 'utf8'))
const app = express()
app.set('view engine', 'ejs')
app.set('views', path.join(__dirname, 'views'))
app.get('/', (req, res) => { res.render('index', { config, products }) })
app.get('/api/info', (req, res) => { res.json({ environment: config.name, apiBase: config.apiBase, products: products.length }) })
app.get('/api/checkout', () => { throw new Error('Payment provider timed out') })
app.listen(process.env.PORT || 3000, '127.0.0.1')
