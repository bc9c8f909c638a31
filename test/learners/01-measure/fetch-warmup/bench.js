'use strict'
const autocannon = require('autocannon')

const url = process.argv[2]

async function main () {
  // Warm-up: a few requests first, so the server has compiled its route.
  for (let i = 0; i < 10; i++) await (await fetch(url)).text()
  const result = await autocannon({ url, connections: 10, duration: 3 })
  console.log(`requests: ${result.requests.total}`)
  console.log(`req/s: ${result.requests.average}`)
  console.log(`p99: ${result.latency.p99} ms`)
}

main()
