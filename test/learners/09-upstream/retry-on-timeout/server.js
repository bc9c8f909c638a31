'use strict'
// A half-fix: fetch, 4 loops taking the next product, AbortSignal.timeout(500) per call, and one
// more try when a call fails ("the upstream is flaky"). Each try gives up in time, but a product
// the upstream does not give now waits twice: with an upstream that hangs, two rounds of two tries.
const express = require('express')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8
const AT_ONCE = 4
const TRIES = 2

const app = express()

async function getItem (id) {
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    try {
      const res = await fetch(`${UPSTREAM_URL}/items/${id}`, { signal: AbortSignal.timeout(500) })
      if (res.ok) return await res.json()
    } catch {}
  }
  return null
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
