'use strict'
// A half-fix: fetch, 4 at once, AbortSignal.timeout(500), null when the call throws; but fetch
// does not throw on an HTTP error: a 429 or a 500 from the upstream is parsed as if it were the
// product, and its error body lands in the bundle.
const express = require('express')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8
const AT_ONCE = 4

const app = express()

async function getItem (id) {
  try {
    const res = await fetch(`${UPSTREAM_URL}/items/${id}`, { signal: AbortSignal.timeout(500) })
    return await res.json()
  } catch {
    return null
  }
}

async function mapLimited (values, limit, task) {
  const results = new Array(values.length)
  let next = 0
  async function worker () {
    while (next < values.length) {
      const i = next++
      results[i] = await task(values[i])
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
  return results
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  const ids = Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => id * 10 + i + 1)
  res.json({ id, items: await mapLimited(ids, AT_ONCE, getItem) })
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
