'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

// A learner's way: quick-lru, keyed by the product. Its README says it keeps between maxSize and
// 2 × maxSize items (two generations), so maxSize 250 keeps at most 500 cards.
// quick-lru 7 is an ES module: require() gives its namespace, the class is its default.
const QuickLRU = require('quick-lru').default
const cardCache = new QuickLRU({ maxSize: 250 })

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
