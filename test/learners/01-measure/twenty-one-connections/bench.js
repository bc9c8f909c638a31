'use strict'
// Two awaited runs at 21 connections: one past the 20 the check allows for "about 10".
const autocannon = require('autocannon')

const url = process.argv[2]

async function main () {
  await autocannon({ url, connections: 21, duration: 1 }) // warm-up, thrown away
  const result = await autocannon({ url, connections: 21, duration: 3 })
  console.log(`requests: ${result.requests.total}`)
  console.log(`req/s: ${result.requests.average}`)
  console.log(`p99: ${result.latency.p99} ms`)
}

main()
