'use strict'
// A learner's way: undici's Pool, from its documentation: at most 4 connections to the upstream,
// kept alive, the other calls queued by the pool; AbortSignal.timeout(500) per call (undici's own
// headersTimeout runs on a clock that ticks about once a second: 500 there gives up after 0.5 to
// 1 s). Every call at once; null when one fails.
const express = require('express')
const { Pool } = require('undici')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8
const pool = new Pool(UPSTREAM_URL, { connections: 4 })

const app = express()

async function getItem (id) {
  try {
    const { statusCode, body } = await pool.request({ path: `/items/${id}`, method: 'GET', signal: AbortSignal.timeout(500) })
    if (statusCode !== 200) {
      await body.dump()
      return null
    }
    return await body.json()
  } catch {
    return null
  }
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  const ids = Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => id * 10 + i + 1)
  res.json({ id, items: await Promise.all(ids.map(getItem)) })
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
