'use strict'
// A half-fix: fetch with AbortSignal.timeout(500) in chunks of 4, but the error is caught around
// the whole bundle: one call that times out (or fails) makes every product null, not just its own.
const express = require('express')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8

const app = express()

async function getItem (id) {
  const res = await fetch(`${UPSTREAM_URL}/items/${id}`, { signal: AbortSignal.timeout(500) })
  if (!res.ok) throw new Error(`upstream answered ${res.status} for item ${id}`)
  return res.json()
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  const ids = Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => id * 10 + i + 1)
  let items
  try {
    items = []
    for (let i = 0; i < ids.length; i += 4) {
      items.push(...await Promise.all(ids.slice(i, i + 4).map(getItem)))
    }
  } catch {
    // The upstream did not answer in time: the bundle without its products.
    items = ids.map(() => null)
  }
  res.json({ id, items })
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
