'use strict'
// A learner's way: p-limit's README pattern (one limiter of 4 for the whole server) around Node's
// fetch, which keeps connections alive; AbortSignal.timeout(500) per call, null when it fails.
const express = require('express')
// p-limit 7 is an ES module: require() gives its namespace, the function is its default.
const pLimit = require('p-limit').default

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8
const limit = pLimit(4)

const app = express()

async function getItem (id) {
  try {
    const res = await fetch(`${UPSTREAM_URL}/items/${id}`, { signal: AbortSignal.timeout(500) })
    if (!res.ok) return null
    return await res.json()
  } catch {
    return null
  }
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  const ids = Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => id * 10 + i + 1)
  const items = await Promise.all(ids.map((itemId) => limit(() => getItem(itemId))))
  res.json({ id, items })
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
