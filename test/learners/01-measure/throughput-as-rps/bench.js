'use strict'
const autocannon = require('autocannon')

const url = process.argv[2]

async function main () {
  const result = await autocannon({ url, connections: 10, duration: 3, warmup: { connections: 10, duration: 1 } })
  console.log(`requests: ${result.requests.total}`)
  console.log(`req/s: ${result.throughput.average}`) // throughput: bytes per second, not requests
  console.log(`p99: ${result.latency.p99} ms`)
}

main()
