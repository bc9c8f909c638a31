'use strict'
// Two awaited runs, the first a warm-up of 0.3 s ("long enough for a local server"), sampled every
// 100 ms (autocannon stops only at a sample: with its default of a second, a shorter duration runs
// a whole second): short of the half second the check allows for "about a second".
const autocannon = require('autocannon')

const url = process.argv[2]

async function main () {
  await autocannon({ url, connections: 10, duration: 0.3, sampleInt: 100 }) // warm-up, thrown away
  const result = await autocannon({ url, connections: 10, duration: 3 })
  console.log(`requests: ${result.requests.total}`)
  console.log(`req/s: ${result.requests.average}`)
  console.log(`p99: ${result.latency.p99} ms`)
}

main()
