'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

// Cards take a while to build, so each one is built once and kept.
const cardCache = new Map()

app.get('/products/:id', (req, res) => {
  const cached = cardCache.get(req.originalUrl)
  if (cached) return res.type('html').send(cached)
  const product = productById(Number(req.params.id))
  if (!product) return res.status(404).type('text').send('no such product\n')
  const card = renderCard(product)
  cardCache.set(req.originalUrl, card)
  res.type('html').send(card)
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
