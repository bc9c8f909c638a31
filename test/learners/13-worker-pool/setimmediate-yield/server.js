'use strict'
// Track statistics made "asynchronous": each request first lets the event loop turn once with
// setImmediate, so that /health gets a chance, then computes the statistics. The arithmetic
// still runs on the main thread, request after request.
const express = require('express')
const { trackStats } = require('./stats')
const { isTrackId } = require('./tracks')

const app = express()
const yieldToLoop = () => new Promise((resolve) => setImmediate(resolve))

app.get('/api/tracks/:id/stats', async (req, res) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
  await yieldToLoop()
  res.json(trackStats(id))
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
app.listen(port, '127.0.0.1', () => {
  console.log(`Track statistics listening on port ${port}`)
})
