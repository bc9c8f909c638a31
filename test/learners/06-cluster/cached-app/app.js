'use strict'
// Half-fix: server.js is the reference cluster, and app.js caches each trail's storm risk: the
// task serves app.js unchanged, so that the speed check measures what the cluster adds.
// Acme Outdoor's trail planner: the routes. server.js starts them.
const express = require('express')

const SAMPLES = 3000000

// The chance of a storm on a trail, from a seeded simulation (xorshift random numbers): the same
// trail always gives the same answer, and each answer costs about 6 ms of pure JavaScript on
// one CPU core, as real pricing, routing or rendering code can.
function stormRisk (trail) {
  let x = (trail * 2654435761) >>> 0 || 1
  let storms = 0
  for (let i = 0; i < SAMPLES; i++) {
    x ^= x << 13
    x >>>= 0
    x ^= x >>> 17
    x ^= x << 5
    x >>>= 0
    if ((x & 1023) < 37) storms++
  }
  return Math.round((storms / SAMPLES) * 1e6) / 1e6
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const app = express()

// Which process answered: handy when there is more than one.
app.use((req, res, next) => {
  res.set('X-Worker-Pid', String(process.pid))
  next()
})

// The expensive route: CPU-bound, once per trail (the same trail always gives the same answer).
const risks = new Map()
app.get('/api/risk', (req, res) => {
  const trail = Number.parseInt(req.query.trail, 10)
  if (!(trail >= 1 && trail <= 1000)) return res.status(400).json({ error: 'trail must be 1 to 1000' })
  if (!risks.has(trail)) risks.set(trail, stormRisk(trail))
  res.json({ trail, samples: SAMPLES, risk: risks.get(trail) })
})

// A slow route that is not CPU-bound: it waits 400 ms for the (simulated) weather service.
app.get('/api/forecast', async (req, res) => {
  await sleep(400)
  res.json({ forecast: 'sunny spells, storms after 4 pm' })
})

// The cheap route a load balancer polls.
app.get('/health', (req, res) => {
  res.type('text').send('ok')
})

module.exports = { app, stormRisk }
