'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

// A half-fix: lru-cache keyed by the product, but only 200 cards, one per best seller ("the best
// sellers are all that matter"): every other product asked for pushes a best seller out, and
// about 74 % of the stated traffic comes from the cache, short of 80 %.
const { LRUCache } = require('lru-cache')
const cardCache = new LRUCache({ max: 200 })

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
