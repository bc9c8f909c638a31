'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
// A learner's LRU on a Map, one card too many: the oldest card goes once the cache holds more than
// 500, checked before the new one is added, so it holds 501.
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

// Cards take a while to build: keep the ones asked for most recently, keyed by product (a Map
// iterates in insertion order: a card asked for again goes to the end).
const cardCache = new Map()

app.get('/products/:id', (req, res) => {
  const id = Number(req.params.id)
  let card = cardCache.get(id)
  if (card) {
    cardCache.delete(id)
  } else {
    const product = productById(id)
    if (!product) return res.status(404).type('text').send('no such product\n')
    card = renderCard(product)
    if (cardCache.size > 500) cardCache.delete(cardCache.keys().next().value)
  }
  cardCache.set(id, card)
  res.type('html').send(card)
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
