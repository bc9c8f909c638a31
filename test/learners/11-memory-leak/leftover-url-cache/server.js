'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
// A half-fix: a bounded cache keyed by the product answers now, but the old cardCache.set line
// is still there: every visit's URL keeps its card alive, evicted or not.
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

// Cards take a while to build, so each one is built once and kept.
const cardCache = new Map()
// The fix: the 500 most recently used cards, keyed by the product.
const { LRUCache } = require('lru-cache')
const recentCards = new LRUCache({ max: 500 })

app.get('/products/:id', (req, res) => {
  const id = Number(req.params.id)
  const cached = recentCards.get(id)
  if (cached) return res.type('html').send(cached)
  const product = productById(id)
  if (!product) return res.status(404).type('text').send('no such product\n')
  const card = renderCard(product)
  recentCards.set(id, card)
  cardCache.set(req.originalUrl, card)
  res.type('html').send(card)
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
