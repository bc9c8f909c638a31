'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

// A half-fix: the 500 most recently used cards (lru-cache), keyed by the URL without its session
// (unique to each visit), so the same link hits the cache again. But ref changes with the
// campaign: the same product under another campaign is another key.
const { LRUCache } = require('lru-cache')
const cardCache = new LRUCache({ max: 500 })

// The URL as the key, without the parameter that is new on every visit.
function cacheKey (req) {
  const url = new URL(req.originalUrl, 'http://cards')
  url.searchParams.delete('session')
  return url.pathname + url.search
}

app.get('/products/:id', (req, res) => {
  const key = cacheKey(req)
  let card = cardCache.get(key)
  if (!card) {
    const product = productById(Number(req.params.id))
    if (!product) return res.status(404).type('text').send('no such product\n')
    card = renderCard(product)
    cardCache.set(key, card)
  }
  res.type('html').send(card)
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
