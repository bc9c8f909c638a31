'use strict'
// A half-fix that reads 429 as "too fast": chunks of 4 with a breather between them, so as not to
// hammer the inventory service. Fetch keeps connections alive, each call has its 500 ms timeout,
// never more than 4 run at once, an upstream that hangs still gets an answer in time; but the
// breather costs more than the waits it saved: a bundle takes almost as long as the starter's.
const express = require('express')

const UPSTREAM_URL = process.env.UPSTREAM_URL || 'http://127.0.0.1:4000'
const ITEMS_PER_BUNDLE = 8
const AT_ONCE = 4
const BREATHER_MS = 150

const app = express()

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function getItem (id) {
  try {
    const res = await fetch(`${UPSTREAM_URL}/items/${id}`, { signal: AbortSignal.timeout(500) })
    return res.ok ? await res.json() : null
  } catch {
    return null
  }
}

app.get('/api/bundle/:id', async (req, res) => {
  if (!/^\d{1,6}$/.test(req.params.id)) return res.status(404).json({ error: 'no such bundle' })
  const id = Number(req.params.id)
  const ids = Array.from({ length: ITEMS_PER_BUNDLE }, (_, i) => id * 10 + i + 1)
  const items = []
  for (let i = 0; i < ids.length; i += AT_ONCE) {
    if (i > 0) await sleep(BREATHER_MS)
    items.push(...await Promise.all(ids.slice(i, i + AT_ONCE).map(getItem)))
  }
  res.json({ id, items })
})

app.listen(process.env.PORT || 3000, '127.0.0.1')
