'use strict'
// A half-fix: connections kept alive and a timeout, but still one call after the other: 8
// waits in a row.
const http = require('node:http')
const express = require('express')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8
const agent = new http.Agent({ keepAlive: true })

const app = express()

function getItem (id) {
  return new Promise((resolve) => {
    const req = http.get(`${UPSTREAM_URL}/items/${id}`, { agent, signal: AbortSignal.timeout(500) }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => { body += chunk })
      res.on('end', () => resolve(res.statusCode === 200 ? JSON.parse(body) : null))
      res.on('error', () => resolve(null))
    })
    req.on('error', () => resolve(null))
  })
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  const ids = Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => id * 10 + i + 1)
  const items = []
  for (const itemId of ids) items.push(await getItem(itemId))
  res.json({ id, items })
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
