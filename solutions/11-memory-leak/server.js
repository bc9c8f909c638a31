'use strict'
// The shop's product-card service: GET /products/:id answers the product's card (HTML).
// The shop's pages link here with tracking parameters (?ref=newsletter-2291&session=…).
const express = require('express')
const { productById } = require('./products')
const { renderCard } = require('./card')

const app = express()

// Cards take a while to build, so the most recently used ones are kept: keyed by the product
// (the tracking parameters do not change the card), at most MAX_CARDS of them. A Map keeps its
// keys in insertion order, so moving a card to the end on every use makes the first key the
// least recently used one: the one to evict.
const MAX_CARDS = 500
const cardCache = new Map()

function cachedCard (id) {
  const card = cardCache.get(id)
  if (card === undefined) return undefined
  cardCache.delete(id)
  cardCache.set(id, card)
  return card
}

function keepCard (id, card) {
  cardCache.set(id, card)
  if (cardCache.size > MAX_CARDS) cardCache.delete(cardCache.keys().next().value)
}

app.get('/products/:id', (req, res) => {
  const id = Number(req.params.id)
  const cached = cachedCard(id)
  if (cached) return res.type('html').send(cached)
  const product = productById(id)
  if (!product) return res.status(404).type('text').send('no such product\n')
  const card = renderCard(product)
  keepCard(id, card)
  res.type('html').send(card)
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
