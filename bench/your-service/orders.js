'use strict'
// 3,000 orders of a small shop, the same on every start: what GET /api/orders answers in the
// example apps of docs/YOUR-SERVICE.md.
const CUSTOMERS = ['Kim Minji', 'Li Wei', 'Park Jisoo', 'Zhang Min', 'Ana Souza', 'Ola Nordmann', 'Amara Okafor', 'Lee Junho']

const orders = Array.from({ length: 3000 }, (_, i) => ({
  id: 10001 + i,
  customer: CUSTOMERS[i % CUSTOMERS.length],
  items: 1 + ((i * 7) % 5),
  total: Math.round(((i * 37) % 1000) * 100 + 99) / 100,
  placedAt: new Date(Date.UTC(2026, 0, 1) + i * 3600000).toISOString()
}))

module.exports = { orders }
