'use strict'
// bench.js: measures the server at the URL given on the command line with autocannon.
//   node bench.js http://127.0.0.1:3000/
const autocannon = require('autocannon')

const url = process.argv[2]

async function main () {
  if (!url) {
    console.error('usage: node bench.js <url>')
    process.exit(1)
  }
  const result = await autocannon({
    url,
    connections: 10, // enough to keep the server busy, few enough not to queue
    duration: 3,
    // A first second the statistics ignore: JIT compilation, connection set-up and caches
    // make the first requests slower than the server really is.
    warmup: { connections: 10, duration: 1 }
  })
  console.log(`requests: ${result.requests.total}`)
  console.log(`req/s: ${result.requests.average}`)
  console.log(`p99: ${result.latency.p99} ms`)
}

main()
