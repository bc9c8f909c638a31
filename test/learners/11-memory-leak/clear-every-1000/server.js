'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

// Cards take a while to build, so each one is built once and kept; the whole cache is
// dropped every 1000 requests so that it cannot grow for ever.
let cardCache = new Map()
let requests = 0

app.get('/products/:id', (req, res) => {
  if (++requests % 1000 === 0) cardCache = new Map()
  const id = Number(req.params.id)
  let card = cardCache.get(id)
  if (!card) {
    const product = productById(id)
    if (!product) return res.status(404).type('text').send('no such product\n')
    card = renderCard(product)
    cardCache.set(id, card)
  }
  res.type('html').send(card)
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
