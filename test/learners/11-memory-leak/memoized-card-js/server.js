'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
// A half-fix: the cache now lives in card.js (renderCard remembers the last 500 cards), so the
// route just asks for the card.
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

app.get('/products/:id', (req, res) => {
  const product = productById(Number(req.params.id))
  if (!product) return res.status(404).type('text').send('no such product\n')
  res.type('html').send(renderCard(product))
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
