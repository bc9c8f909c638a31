'use strict'
const autocannon = require('autocannon')

const url = process.argv[2]

// The callback form, with the warm-up as a first, separate run.
autocannon({ url, connections: 10, duration: 1 }, (err) => {
  if (err) throw err
  autocannon({ url, connections: 10, duration: 3 }, (err, result) => {
    if (err) throw err
    console.log(`requests: ${result.requests.total}`)
    console.log(`req/s: ${result.requests.average}`)
    console.log(`p99: ${result.latency.p99} ms`)
  })
})
