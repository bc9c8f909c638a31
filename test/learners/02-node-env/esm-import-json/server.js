// ESM: config imported dynamically with import attributes (with { type: 'json' }), chosen by APP_ENV.
import path from 'node:path'
import express from 'express'
import products from './data/products.json' with { type: 'json' }

const environment = process.env.APP_ENV || process.env.NODE_ENV || 'development'
const { default: config } = await import(`./config/${environment}.json`, { with: { type: 'json' } })
const app = express()
app.set('view engine', 'ejs')
app.set('views', path.join(import.meta.dirname, 'views'))
app.get('/', (req, res) => { res.render('index', { config, products }) })
app.get('/api/info', (req, res) => { res.json({ environment: config.name, apiBase: config.apiBase, products: products.length }) })
app.get('/api/checkout', () => { throw new Error('Payment provider timed out') })
app.listen(process.env.PORT || 3000, '127.0.0.1')
