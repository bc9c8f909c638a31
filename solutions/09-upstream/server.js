'use strict'
// Acme Outdoor's bundle page API: a bundle (a camping kit) is 8 products, and the inventory
// service (the upstream, UPSTREAM_URL) knows each product's price and stock.
// GET /api/bundle/:id answers { id, items: [8 products] }; a product the upstream does not give
// within CALL_TIMEOUT_MS (a refusal, an error, a stall) is null.
const http = require('node:http')
const express = require('express')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8
const CALL_TIMEOUT_MS = 500

// Kept-alive connections, at most 4 to the upstream at once: the agent queues the other calls
// until a connection is free, so 4 calls run at once (the upstream allows 6) over 4 connections
// that are opened once and reused.
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })

const app = express()

// The products of bundle n: n*10+1 … n*10+8.
function itemIds (bundleId) {
  return Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => bundleId * 10 + i + 1)
}

// One call to the upstream: the product, or null when it is not there within CALL_TIMEOUT_MS
// (counted from the call, queueing included) or the upstream answered with an error.
function getItem (id) {
  return new Promise((resolve) => {
    const req = http.get(`${UPSTREAM_URL}/items/${id}`, { agent, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => { body += chunk })
      res.on('end', () => {
        try {
          resolve(res.statusCode === 200 ? JSON.parse(body) : null)
        } catch {
          resolve(null)
        }
      })
      res.on('error', () => resolve(null))
    })
    req.on('error', () => resolve(null)) // the timeout's abort too
  })
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  // Every call at once; the agent lets 4 through at a time.
  const items = await Promise.all(itemIds(id).map(getItem))
  res.json({ id, items })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Bundles on http://127.0.0.1:${process.env.PORT || 3000}, asking ${UPSTREAM_URL}`)
})
