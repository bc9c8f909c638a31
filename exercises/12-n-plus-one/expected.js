'use strict'
// What 12-n-plus-one's functional checks and deterministic checks share: the answer the starter
// gives for a customer, computed from the shop's rows in JavaScript (starter/shop-data.js, the
// data the learner's server loads), so that no workshop process loads node:sqlite (on Node 22
// that prints an ExperimentalWarning in the learner's terminal); the customers the checks ask
// for; the bound on statements per request.
const { shopRows } = require('./starter/shop-data')

// Statements per request, at most: a customer, the orders, their items, the products (each once).
const MAX_STATEMENTS = 4
// The customers whose requests the deterministic checks count: 1, 10 and 60 orders (the most any
// customer has). Their order counts are in the data; test/exercises/12-n-plus-one.test.js holds
// them to it.
const COUNTED = [{ id: 25, orders: 1 }, { id: 126, orders: 10 }, { id: 1265, orders: 60 }]
// The customers whose answers the functional checks compare: no order, 1, 12, 59 and 60 orders.
const COMPARED = [18, 25, 6, 248, 1265]
// Ids of no customer: one past the last, and ids that are not numbers.
const UNKNOWN = ['2001', '0', 'tent', '1e3', '0000000018']
// A request for the orders of customer `id`, and how long a server may stay silent before it is
// one that does not answer (the starter answers 60 orders in 0.2 s beside a CPU hog on Node 22,
// 2026-11-27; a stuck server must still get its verdict within the 15 s of
// test/bad-input.test.js).
const ordersPath = (id) => `/api/customers/${id}/orders`
const REQUEST_TIMEOUT_MS = 6000

let index = null
function shop () {
  if (index) return index
  const { customers, products, orders, orderItems } = shopRows()
  const ordersOf = new Map()
  for (const order of orders) {
    if (!ordersOf.has(order[1])) ordersOf.set(order[1], [])
    ordersOf.get(order[1]).push(order)
  }
  const itemsOf = new Map()
  for (const item of orderItems) {
    if (!itemsOf.has(item[1])) itemsOf.set(item[1], [])
    itemsOf.get(item[1]).push(item)
  }
  index = { customers, products, ordersOf, itemsOf }
  return index
}

// The answer to GET /api/customers/:id/orders for a customer of the shop, as the starter gives it:
// orders newest first (by placed_at, then id), each order's items by their id; null for no customer.
function ordersAnswer (id) {
  const { customers, products, ordersOf, itemsOf } = shop()
  const customer = customers[id - 1]
  if (!customer) return null
  const newestFirst = [...(ordersOf.get(id) ?? [])].sort((a, b) => (a[2] < b[2] ? 1 : a[2] > b[2] ? -1 : b[0] - a[0]))
  return {
    customer: { id, name: customer[1], city: customer[2] },
    orders: newestFirst.map(([orderId, , placedAt, status]) => {
      const items = (itemsOf.get(orderId) ?? []).map(([, , productId, quantity, unitPriceCents]) => {
        const [, sku, name] = products[productId - 1]
        return { productId, sku, name, quantity, unitPriceCents }
      })
      return { id: orderId, placedAt, status, totalCents: items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0), items }
    })
  }
}

module.exports = { ordersAnswer, ordersPath, MAX_STATEMENTS, COUNTED, COMPARED, UNKNOWN, REQUEST_TIMEOUT_MS }
