'use strict'
// Acme Outdoor's bundle page API: a bundle (a camping kit) is 8 products, and the inventory
// service (the upstream, UPSTREAM_URL) knows each product's price and stock.
// GET /api/bundle/:id answers { id, items: [8 products] }.
const http = require('node:http')
const express = require('express')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8

const app = express()

// The products of bundle n: n*10+1 … n*10+8.
function itemIds (bundleId) {
  return Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => bundleId * 10 + i + 1)
}

// One call to the upstream. `agent: false` opens a new connection for this call and closes it
// afterwards (Node's default agent would keep it open for the next call).
function getItem (id) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${UPSTREAM_URL}/items/${id}`, { agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => { body += chunk })
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`upstream answered ${res.statusCode} for item ${id}`))
        resolve(JSON.parse(body))
      })
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  const items = []
  // One product after the other: each call waits for the one before.
  for (const itemId of itemIds(id)) {
    items.push(await getItem(itemId))
  }
  res.json({ id, items })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Bundles on http://127.0.0.1:${process.env.PORT || 3000}, asking ${UPSTREAM_URL}`)
})
