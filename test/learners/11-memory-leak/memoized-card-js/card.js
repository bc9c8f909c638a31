'use strict'
// Builds a product's card: the HTML fragment the shop's pages embed (about 5 KB of HTML). Building one
// takes a while (formatting, escaping, the review summary), which is why the server caches them.
// Leave this file as it is: the workshop counts its calls.
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' })

// A half-fix: the cache moved to where the card is built, 500 cards by product id, and server.js
// calls renderCard on every request.
const MAX_CARDS = 500
const built = new Map()

function renderCard (product) {
  const cached = built.get(product.id)
  if (cached) {
    built.delete(product.id)
    built.set(product.id, cached)
    return cached
  }
  const card = buildCard(product)
  built.set(product.id, card)
  if (built.size > MAX_CARDS) built.delete(built.keys().next().value)
  return card
}

function buildCard (product) {
  const stars = product.reviews.reduce((sum, review) => sum + review.stars, 0) / product.reviews.length
  const reviews = product.reviews.map((review) =>
    `<li><b>${escape(review.author)}</b> ${'★'.repeat(review.stars)}${'☆'.repeat(5 - review.stars)}<p>${escape(review.text)}</p></li>`)
  return `<article class="card" data-id="${product.id}">
<h2>${escape(product.name)}</h2>
<p class="price">${price.format(product.priceCents / 100)}</p>
<p class="stock">${product.stock > 0 ? `${product.stock} in stock` : 'sold out'}</p>
<p class="rating">${stars.toFixed(1)} / 5 from ${product.reviews.length} reviews</p>
<p class="description">${escape(product.description)}</p>
<ul class="reviews">${reviews.join('\n')}</ul>
</article>
`
}

module.exports = { renderCard }
