'use strict'
const autocannon = require('autocannon')

const url = process.argv[2]

async function main () {
  const result = await autocannon({ url, connections: 10, duration: 3, warmup: { connections: 10, duration: 1 } })
  console.log(`requests: ${result.requests.total}`)
  console.log(`req/s: ${result.requests.average}`)
  console.log(`p99: ${result.latency.p99 * 1000} ms`) // seconds to milliseconds
}

main()
