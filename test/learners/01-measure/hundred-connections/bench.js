'use strict'
const autocannon = require('autocannon')

const url = process.argv[2]

async function main () {
  // -c 100, as in autocannon's README example.
  const result = await autocannon({ url, connections: 100, duration: 3, warmup: { connections: 100, duration: 1 } })
  console.log(`requests: ${result.requests.total}`)
  console.log(`req/s: ${result.requests.average}`)
  console.log(`p99: ${result.latency.p99} ms`)
}

main()
