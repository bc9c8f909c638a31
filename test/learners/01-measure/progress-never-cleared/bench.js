'use strict'
const autocannon = require('autocannon')

const url = process.argv[2]

async function main () {
  // A dot every half second on stderr, so that it does not look stuck.
  setInterval(() => process.stderr.write('.'), 500)
  const result = await autocannon({ url, connections: 10, duration: 3, warmup: { connections: 10, duration: 1 } })
  process.stderr.write('\n')
  console.log(`requests: ${result.requests.total}`)
  console.log(`req/s: ${result.requests.average}`)
  console.log(`p99: ${result.latency.p99} ms`)
}

main()
