'use strict'
// A half-fix: 4 at once over kept-alive connections, AbortSignal.timeout(500) per call, but a
// call that times out makes the whole route answer 504 Gateway Timeout instead of a bundle with
// that product null.
const http = require('node:http')
const express = require('express')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })

const app = express()

// The product; null when the upstream answers with an error; rejects when the call times out.
function getItem (id) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${UPSTREAM_URL}/items/${id}`, { agent, signal: AbortSignal.timeout(500) }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => { body += chunk })
      res.on('end', () => resolve(res.statusCode === 200 ? JSON.parse(body) : null))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  const ids = Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => id * 10 + i + 1)
  try {
    res.json({ id, items: await Promise.all(ids.map(getItem)) })
  } catch (error) {
    res.status(504).json({ error: `the inventory service did not answer: ${error.message}` })
  }
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
