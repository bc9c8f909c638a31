'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

// A half-fix: lru-cache keyed by the product, with a little headroom over the 500 cards the task
// allows ("600, to be safe"): flat memory, 91 % hits, but 600 cards.
const { LRUCache } = require('lru-cache')
const cardCache = new LRUCache({ max: 600 })

app.get('/products/:id', (req, res) => {
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
