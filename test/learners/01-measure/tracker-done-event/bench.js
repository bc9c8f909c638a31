'use strict'
const autocannon = require('autocannon')

const url = process.argv[2]

// The event form: the instance emits 'done' with the result.
const warmup = autocannon({ url, connections: 10, duration: 1 })
warmup.on('done', () => {
  const instance = autocannon({ url, connections: 10, duration: 3 })
  instance.on('done', (result) => {
    console.log(`requests: ${result.requests.total}`)
    console.log(`req/s: ${result.requests.average}`)
    console.log(`p99: ${result.latency.p99} ms`)
  })
})
