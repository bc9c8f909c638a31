'use strict'
// Acme Outdoor's trail planner. Every GET /api/risk runs a simulation: about 6 ms of JavaScript
// on one CPU core. The machine has more cores than that, yet under load the server never gets
// past 100 % of one core. Why?
const { app } = require('./app')

const port = process.env.PORT || 3000

app.listen(port, '127.0.0.1', () => {
  console.log(`Trail planner (pid ${process.pid}) listening on port ${port}`)
})
