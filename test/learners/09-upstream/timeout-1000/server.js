'use strict'
// Acme Outdoor's bundle page API: a bundle (a camping kit) is 8 products, and the inventory
// service (the upstream, UPSTREAM_URL) knows each product's price and stock.
// GET /api/bundle/:id answers { id, items: [8 products] }.
const http = require('node:http')
const express = require('express')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8
const TIMEOUT_MS = 1000

const app = express()

// The products of bundle n: n*10+1 … n*10+8.
function itemIds (bundleId) {
  return Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => bundleId * 10 + i + 1)
}
// 4 calls out at once, kept alive; each given up after 1000 ms ("500 is a bit tight").
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })

// One call to the upstream, given up (request destroyed, connection closed) after 1000 ms.
function getItem (id) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${UPSTREAM_URL}/items/${id}`, { agent, signal: AbortSignal.timeout(TIMEOUT_MS) }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => { body += chunk })
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`upstream answered ${res.statusCode} for item ${id}`))
        try { resolve(JSON.parse(body)) } catch (error) { reject(error) }
      })
      res.on('error', reject)
      res.on('close', () => { if (!res.complete) reject(new Error(`item ${id}: answer cut off`)) })
    })
    req.on('error', reject)
  })
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  const results = await Promise.allSettled(itemIds(id).map(getItem))
  res.json({ id, items: results.map((r) => (r.status === 'fulfilled' ? r.value : null)) })
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Bundles on http://127.0.0.1:${process.env.PORT || 3000}, asking ${UPSTREAM_URL}`)
})
