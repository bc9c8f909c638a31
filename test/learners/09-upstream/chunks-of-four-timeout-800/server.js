'use strict'
// A learner's way: the products in chunks of 4, each chunk with Promise.all, over an agent that
// keeps connections alive; a timeout of 800 ms per call ("500 is a bit tight"), null when it
// fails: against an upstream that never answers, two chunks take 1.6 s.
const http = require('node:http')
const express = require('express')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8
const agent = new http.Agent({ keepAlive: true })

const app = express()

function getItem (id) {
  return new Promise((resolve) => {
    const req = http.get(`${UPSTREAM_URL}/items/${id}`, { agent, timeout: 800 }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => { body += chunk })
      res.on('end', () => resolve(res.statusCode === 200 ? JSON.parse(body) : null))
      res.on('error', () => resolve(null))
    })
    // `timeout` only emits 'timeout': end the call ourselves.
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', () => resolve(null))
  })
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  const ids = Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => id * 10 + i + 1)
  const items = []
  for (let i = 0; i < ids.length; i += 4) {
    items.push(...await Promise.all(ids.slice(i, i + 4).map(getItem)))
  }
  res.json({ id, items })
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
