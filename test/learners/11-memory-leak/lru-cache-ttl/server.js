'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

// Cards take a while to build: at most 500 kept for ten minutes each (lru-cache's max and ttl).
const { LRUCache } = require('lru-cache')
const cardCache = new LRUCache({ max: 500, ttl: 10 * 60 * 1000 })

app.get('/products/:id', (req, res) => {
  let card = cardCache.get(req.params.id)
  if (!card) {
    const product = productById(Number(req.params.id))
    if (!product) return res.status(404).type('text').send('no such product\n')
    card = renderCard(product)
    cardCache.set(req.params.id, card)
  }
  res.type('html').send(card)
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
