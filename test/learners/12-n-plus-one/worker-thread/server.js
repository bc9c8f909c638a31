'use strict'
// Acme Outdoor's order history API with the database in a worker thread: node:sqlite is
// synchronous, so the queries run off the main thread, which only passes requests and answers.
const path = require('node:path')
const { Worker } = require('node:worker_threads')
const express = require('express')

const worker = new Worker(path.join(__dirname, 'orders-worker.js'))
const waiting = new Map()
let nextId = 0
worker.on('message', ({ id, page }) => {
  waiting.get(id)(page)
  waiting.delete(id)
})
worker.unref()

function ordersPage (customerId) {
  return new Promise((resolve) => {
    const id = nextId++
    waiting.set(id, resolve)
    worker.postMessage({ id, customerId })
  })
}

const app = express()

app.get('/api/customers/:id/orders', async (req, res) => {
  const page = /^\d{1,9}$/.test(req.params.id) ? await ordersPage(Number(req.params.id)) : null
  if (!page) return res.status(404).json({ error: 'no such customer' })
  res.json(page)
})

app.listen(process.env.PORT || 3000, '127.0.0.1', () => {
  console.log(`Order history on http://127.0.0.1:${process.env.PORT || 3000}`)
})
