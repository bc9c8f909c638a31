'use strict'
const autocannon = require('autocannon')

const url = process.argv[2]

async function main () {
  const result = await autocannon({ url, connections: 10, duration: 3 })
  console.log(`requests: ${result.requests.total}`)
  console.log(`req/s: ${result.requests.average}`)
  console.log(`p99: ${result.latency.p99} ms`)
}

main()
