'use strict'
// A half-fix: the "fetch with a timeout" answer found everywhere, Promise.race against a timer.
// The route stops waiting after 500 ms, but the call itself is never cancelled: it keeps its
// connection and one of the upstream's 6 places for as long as the upstream holds it.
const express = require('express')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8
const AT_ONCE = 4

const app = express()

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function withTimeout (promise, ms) {
  return Promise.race([promise, sleep(ms).then(() => null)])
}

async function getItem (id) {
  const call = fetch(`${UPSTREAM_URL}/items/${id}`)
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null)
  return withTimeout(call, 500)
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  const ids = Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => id * 10 + i + 1)
  const items = []
  for (let i = 0; i < ids.length; i += AT_ONCE) {
    items.push(...await Promise.all(ids.slice(i, i + AT_ONCE).map(getItem)))
  }
  res.json({ id, items })
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
