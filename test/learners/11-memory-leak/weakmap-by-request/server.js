'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

// Cards take a while to build. A WeakMap lets the garbage collector drop an entry once its
// key is gone, so the cache cannot leak; strings cannot be WeakMap keys, so the request is.
const cardCache = new WeakMap()

app.get('/products/:id', (req, res) => {
  let card = cardCache.get(req)
  if (!card) {
    const product = productById(Number(req.params.id))
    if (!product) return res.status(404).type('text').send('no such product\n')
    card = renderCard(product)
    cardCache.set(req, card)
  }
  res.type('html').send(card)
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
