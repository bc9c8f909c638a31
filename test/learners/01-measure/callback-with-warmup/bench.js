'use strict'
const autocannon = require('autocannon')

const url = process.argv[2]

// The callback form, as in autocannon's README: it ignores the warmup option.
autocannon({ url, connections: 10, duration: 3, warmup: { connections: 10, duration: 1 } }, (err, result) => {
  if (err) throw err
  console.log(`requests: ${result.requests.total}`)
  console.log(`req/s: ${result.requests.average}`)
  console.log(`p99: ${result.latency.p99} ms`)
})
