'use strict'
// Acme Outdoor's track statistics. Members open a recorded hike and see its distance, climb,
// moving time and the pace of each kilometre; a load balancer polls /health every second.
// When a few members open their hikes at once, /health answers so late that the load balancer
// takes the server out of service, though nothing here waits for a disk or a network. Why?
const express = require('express')
const { trackStats } = require('./stats')
const { isTrackId } = require('./tracks')

const app = express()

app.get('/api/tracks/:id/stats', (req, res) => {
  const id = Number(req.params.id)
  if (!isTrackId(id)) return res.status(404).json({ error: 'no such track' })
  // About 20 ms of arithmetic over the track's 80,000 points (stats.js).
  res.json(trackStats(id))
})

app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

const port = process.env.PORT || 3000
app.listen(port, '127.0.0.1', () => {
  console.log(`Track statistics listening on port ${port}`)
})
